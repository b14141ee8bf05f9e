/** Placeholder for /insights: replaced by the page's own issue. */
import { Seo } from "../../components/seo.tsx";

/** The Insights page. */
export default function Page() {
  return (
    <>
      <Seo title="Insights" path="/insights" />
      <div className="container section">
        <h1>Insights</h1>
      </div>
    </>
  );
}
