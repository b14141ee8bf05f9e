/** Placeholder for /partner: replaced by the page's own issue. */
import { Seo } from "../../components/seo.tsx";

/** The Strategic Partnerships page. */
export default function Page() {
  return (
    <>
      <Seo title="Strategic Partnerships" path="/partner" />
      <div className="container section">
        <h1>Strategic Partnerships</h1>
      </div>
    </>
  );
}
