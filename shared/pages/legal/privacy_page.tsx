/** Placeholder for /privacy: replaced by the page's own issue. */
import { Seo } from "../../components/seo.tsx";

/** The Privacy Policy page. */
export default function Page() {
  return (
    <>
      <Seo title="Privacy Policy" path="/privacy" />
      <div className="container section">
        <h1>Privacy Policy</h1>
      </div>
    </>
  );
}
