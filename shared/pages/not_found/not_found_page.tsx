/** The not-found screen (docs/requirements.md#not-found); served with HTTP 404. */
import { Link } from "wouter";
import { Seo } from "../../components/seo.tsx";
import { Icon } from "../../components/icon.tsx";

/** Texts of the not-found screen, verbatim from docs/requirements.md#not-found. */
export const NOT_FOUND_TEXT = {
  title: "Page Not Found",
  text: "Sorry, we couldn't find the page you're looking for. Let's get you back on track.",
  metaDescription:
    "The page you were looking for could not be found. Return to the home page or contact our team.",
} as const;

/** The not-found screen. */
export default function NotFoundPage() {
  return (
    <>
      <Seo
        title={`${NOT_FOUND_TEXT.title} | Crownbridge Distribution`}
        description={NOT_FOUND_TEXT.metaDescription}
        path="/404"
        index={false}
      />
      <section className="section status-screen">
        <div className="container status-screen__inner">
          <p className="status-screen__code" aria-hidden="true">404</p>
          <h1>{NOT_FOUND_TEXT.title}</h1>
          <p className="lead">{NOT_FOUND_TEXT.text}</p>
          <div className="button-row button-row--center">
            <Link href="/" className="button button--primary">
              <Icon name="house" size={18} /> Return Home
            </Link>
            <Link href="/contact" className="button button--secondary">Contact Us</Link>
          </div>
        </div>
      </section>
    </>
  );
}
