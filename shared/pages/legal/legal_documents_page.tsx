/** Placeholder for /legal-documents: replaced by the page's own issue. */
import { Seo } from "../../components/seo.tsx";

/** The Legal Documents page. */
export default function Page() {
  return (
    <>
      <Seo title="Legal Documents" path="/legal-documents" />
      <div className="container section">
        <h1>Legal Documents</h1>
      </div>
    </>
  );
}
