/** Placeholder for /: replaced by the page's own issue. */
import { Seo } from "../../components/seo.tsx";

/** The Home page. */
export default function Page() {
  return (
    <>
      <Seo title="Home" path="/" />
      <div className="container section">
        <h1>Home</h1>
      </div>
    </>
  );
}
