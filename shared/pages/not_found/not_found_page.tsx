/** The not-found screen (docs/requirements.md#not-found); served with HTTP 404. */
import { Link } from "wouter";
import { Seo } from "../../components/seo.tsx";
import { Icon } from "../../components/icon.tsx";
import { NOT_FOUND_META } from "../../content/page_meta.ts";

/** Texts of the not-found screen, verbatim from docs/requirements.md#not-found. */
export const NOT_FOUND_TEXT = {
  title: "Page Not Found",
  text: "Sorry, we couldn't find the page you're looking for. Let's get you back on track.",
} as const;

/** The not-found screen. */
export default function NotFoundPage() {
  return (
    <>
      <Seo
        title={NOT_FOUND_META.title}
        description={NOT_FOUND_META.description}
        keywords={NOT_FOUND_META.keywords}
        path="/404"
        index={!NOT_FOUND_META.noindex}
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
