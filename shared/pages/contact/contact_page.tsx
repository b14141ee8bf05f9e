/** Placeholder for /contact: replaced by the page's own issue. */
import { Seo } from "../../components/seo.tsx";

/** The Get In Touch page. */
export default function Page() {
  return (
    <>
      <Seo title="Get In Touch" path="/contact" />
      <div className="container section">
        <h1>Get In Touch</h1>
      </div>
    </>
  );
}
