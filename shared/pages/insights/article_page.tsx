/** Placeholder for /insights: replaced by the page's own issue. */
import { Seo } from "../../components/seo.tsx";

/** The Insight page. */
export default function Page() {
  return (
    <>
      <Seo title="Insight" path="/insights" />
      <div className="container section">
        <h1>Insight</h1>
      </div>
    </>
  );
}
