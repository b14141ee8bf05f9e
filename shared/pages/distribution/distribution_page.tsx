/** Placeholder for /distribution: replaced by the page's own issue. */
import { Seo } from "../../components/seo.tsx";

/** The Distribution page. */
export default function Page() {
  return (
    <>
      <Seo title="Distribution" path="/distribution" />
      <div className="container section">
        <h1>Distribution</h1>
      </div>
    </>
  );
}
