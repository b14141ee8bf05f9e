/** Placeholder for /marketing: replaced by the page's own issue. */
import { Seo } from "../../components/seo.tsx";

/** The Marketing page. */
export default function Page() {
  return (
    <>
      <Seo title="Marketing" path="/marketing" />
      <div className="container section">
        <h1>Marketing</h1>
      </div>
    </>
  );
}
