/** Placeholder for /admin: replaced by the page's own issue. */
import { Seo } from "../../components/seo.tsx";

/** The Admin Panel page. */
export default function Page() {
  return (
    <>
      <Seo title="Admin Panel" path="/admin" />
      <div className="container section">
        <h1>Admin Panel</h1>
      </div>
    </>
  );
}
