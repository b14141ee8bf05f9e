/** Placeholder for /cookies: replaced by the page's own issue. */
import { Seo } from "../../components/seo.tsx";

/** The Cookie Preferences page. */
export default function Page() {
  return (
    <>
      <Seo title="Cookie Preferences" path="/cookies" />
      <div className="container section">
        <h1>Cookie Preferences</h1>
      </div>
    </>
  );
}
