/** Placeholder for /accessibility: replaced by the page's own issue. */
import { Seo } from "../../components/seo.tsx";

/** The Accessibility page. */
export default function Page() {
  return (
    <>
      <Seo title="Accessibility" path="/accessibility" />
      <div className="container section">
        <h1>Accessibility</h1>
      </div>
    </>
  );
}
