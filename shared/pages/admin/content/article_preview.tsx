/**
 * An insight as visitors will see it: the article page's hero (category, title, date, author,
 * hero image), lead and body, with the site's article classes (client/styles/insights.css). Used
 * by the editor's Preview (the unsaved text) and by the preview page (the saved version).
 */
import { Icon } from "../../../components/icon.tsx";
import { ARTICLE_LABELS } from "../../insights/insights_copy.ts";
import { formatArticleDate } from "../../insights/format_date.ts";
import { PREVIEW_TEXT } from "./content_copy.ts";
import type { Fields } from "./edit_session.ts";
import { useImagePreview } from "./image_preview.ts";
import { sanitisedHtml } from "../../../trusted_html.ts";

/** Props of {@linkcode ArticlePreview}. */
export interface ArticlePreviewProps {
  fields: Fields;
  /** 1 on the preview page; 2 inside the editor, under its own h1. */
  titleLevel: 1 | 2;
  banner: string;
}

function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

/** The preview. */
export function ArticlePreview({ fields, titleLevel, banner }: ArticlePreviewProps) {
  const title = String(fields.title ?? "") || PREVIEW_TEXT.untitled;
  const date = /^\d{4}-\d{2}-\d{2}$/.test(String(fields.date)) ? String(fields.date) : todayIso();
  const imageId = String(fields.imageId ?? "");
  const preview = useImagePreview(imageId);
  const src = preview.kind === "ready" ? preview.src : undefined;
  const Title = titleLevel === 1 ? "h1" : "h2";
  return (
    <div className="content-preview">
      <p className="content-preview__banner" role="note">{banner}</p>
      <article aria-labelledby="preview-title">
        <header className="hero hero--page article-hero">
          <div className="container hero__grid">
            <div>
              <p className="article-hero__category">
                <span className="badge">{String(fields.category ?? "")}</span>
              </p>
              <Title id="preview-title" className="content-preview__title">{title}</Title>
              <ul className="article-meta">
                <li>
                  <Icon name="calendar" size={18} />
                  <span className="visually-hidden">{ARTICLE_LABELS.published}</span>
                  <time dateTime={date}>{formatArticleDate(date)}</time>
                </li>
                {fields.author
                  ? (
                    <li>
                      <Icon name="users" size={18} />
                      {ARTICLE_LABELS.by} {String(fields.author)}
                    </li>
                  )
                  : null}
              </ul>
            </div>
            {src
              ? (
                <div className="hero__media">
                  <img src={src} alt={String(fields.imageAlt ?? "")} />
                </div>
              )
              : null}
          </div>
        </header>
        <div className="section article-main">
          <div className="container">
            <p className="article-lead">{String(fields.excerpt ?? "")}</p>
            <div
              className="prose article-body"
              // The body is the editor's own output (its schema allows only the sanitiser's
              // elements) or what the server stored after sanitising (ADR 0014): the two kinds
              // of markup the site's Trusted Types policy writes (ADR 0036).
              dangerouslySetInnerHTML={{ __html: sanitisedHtml(String(fields.bodyHtml ?? "")) }}
            />
          </div>
        </div>
      </article>
    </div>
  );
}
