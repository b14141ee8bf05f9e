/** Placeholder for /services: replaced by the page's own issue. */
import { Seo } from "../../components/seo.tsx";

/** The Our Services page. */
export default function Page() {
  return (
    <>
      <Seo title="Our Services" path="/services" />
      <div className="container section">
        <h1>Our Services</h1>
      </div>
    </>
  );
}
