/** Placeholder for /search: replaced by the page's own issue. */
import { Seo } from "../../components/seo.tsx";

/** The AI-Powered Search page. */
export default function Page() {
  return (
    <>
      <Seo title="AI-Powered Search" path="/search" />
      <div className="container section">
        <h1>AI-Powered Search</h1>
      </div>
    </>
  );
}
