/** Placeholder for /terms: replaced by the page's own issue. */
import { Seo } from "../../components/seo.tsx";

/** The Terms of Use page. */
export default function Page() {
  return (
    <>
      <Seo title="Terms of Use" path="/terms" />
      <div className="container section">
        <h1>Terms of Use</h1>
      </div>
    </>
  );
}
