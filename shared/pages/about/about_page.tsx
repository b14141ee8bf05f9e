/** Placeholder for /about: replaced by the page's own issue. */
import { Seo } from "../../components/seo.tsx";

/** The About Us page. */
export default function Page() {
  return (
    <>
      <Seo title="About Us" path="/about" />
      <div className="container section">
        <h1>About Us</h1>
      </div>
    </>
  );
}
