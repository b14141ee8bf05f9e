/** Placeholder for /services/brand-management: replaced by the page's own issue. */
import { Seo } from "../../components/seo.tsx";

/** The Brand Management page. */
export default function Page() {
  return (
    <>
      <Seo title="Brand Management" path="/services/brand-management" />
      <div className="container section">
        <h1>Brand Management</h1>
      </div>
    </>
  );
}
