/**
 * /insights/:id (docs/requirements.md#insight-article): the article with its hero
 * image, category, date, byline, typed body, 'Back to all insights', the first two other articles as
 * 'Related Insights', and Article structured data. An unknown id shows 'Article Not Found' (the
 * server answers 404). The unknown screen never prints the id: rendered bytes are cached per route.
 */
import { Link } from "wouter";
import { useRouteParams } from "../../route_params.tsx";
import { COMPANY_NAME } from "../../content/company.ts";
import {
  ARTICLE_NOT_FOUND,
  BACK_TO_INSIGHTS_LABEL,
  RELATED_INSIGHTS_HEADING,
} from "../../content/insights/labels.ts";
import {
  findInsight,
  type PublishedInsight,
  relatedInsights,
  useContent,
} from "../../content/published.ts";
import { Icon } from "../../components/icon.tsx";
import { FeedLink, Seo } from "../../components/seo.tsx";
import { StaticBlock } from "../../components/static_part.tsx";
import { isHydrating } from "../../hydration.tsx";
import { articleStructuredData } from "../../seo/page_structured_data.ts";
import { CtaBand } from "../../components/ui/cta_band.tsx";
import { Picture } from "../../components/ui/picture.tsx";
import { FirstScreenEnd } from "../../components/ui/first_screen_end.tsx";
import { SectionHeader } from "../../components/ui/section_header.tsx";
import { usePublicConfig } from "../../public_config.tsx";
import { loadPageBody, usePageBody } from "../page_bodies.ts";
import { formatArticleDate } from "./format_date.ts";
import { InsightCard } from "./insight_card.tsx";
import { ARTICLE_LABELS, INSIGHTS_CTA } from "./insights_copy.ts";
import { sanitisedHtml } from "../../trusted_html.ts";

/** Width of the article's hero image in its structured data, px (the largest WebP generated). */
const HERO_IMAGE_WIDTH = 1200;

/**
 * Loads the body of the article in `params` before a client-side render. On the server (no params:
 * start-up) and while the browser hydrates, nothing: the server primes every published body, and
 * a hydrating body is a static block adopted from the server's markup (ADR 0013).
 */
export async function preloadRoute(params?: Record<string, string>): Promise<void> {
  if (isHydrating() || !params?.id) return;
  await loadPageBody(articlePath(params.id));
}

/** The article page, or the unknown-article screen. */
export default function ArticlePage() {
  const { id = "" } = useRouteParams();
  const content = useContent();
  const article = findInsight(content, id);
  return article
    ? <Article article={article} related={relatedInsights(content, article.id)} />
    : <ArticleNotFound />;
}

function Article(
  { article, related }: { article: PublishedInsight; related: readonly PublishedInsight[] },
) {
  const { origin } = usePublicConfig();
  const path = `/insights/${article.id}`;
  const image = article.socialImage;
  return (
    <>
      <FeedLink />
      <Seo
        title={`${article.title} | ${COMPANY_NAME}`}
        description={article.description}
        keywords={article.keywords}
        path={path}
        image={image}
        imageAlt={article.title}
        type="article"
        publishedTime={article.date}
        modifiedTime={article.dateModified ?? article.date}
        structuredData={articleStructuredData(article, origin, {
          socialImage: image,
          pageImage: `/images/${article.image}-${
            article.imageAsset?.widths.at(-1) ?? HERO_IMAGE_WIDTH
          }.webp`,
        })}
      />
      <article aria-labelledby="article-title">
        <header className="hero hero--page article-hero">
          <div className="container hero__grid">
            <div>
              <Link href="/insights" className="article-hero__back">
                <Icon name="arrow-left" size={18} />
                {BACK_TO_INSIGHTS_LABEL}
              </Link>
              <p className="article-hero__category">
                <span className="badge">{article.category}</span>
              </p>
              <h1 id="article-title">{article.title}</h1>
              <ul className="article-meta">
                <li>
                  <Icon name="calendar" size={18} />
                  <span className="visually-hidden">{ARTICLE_LABELS.published}</span>
                  <time dateTime={article.date}>{formatArticleDate(article.date)}</time>
                </li>
                <li>
                  <Icon name="users" size={18} />
                  {ARTICLE_LABELS.by} {article.author}
                </li>
                <li>
                  <Icon name="clock" size={18} />
                  {ARTICLE_LABELS.readingTime(article.readingMinutes)}
                </li>
              </ul>
            </div>
            <div className="hero__media">
              <Picture
                image={article.image}
                asset={article.imageAsset}
                alt={article.imageAlt}
                sizes="(min-width: 1200px) 512px, (min-width: 960px) 42vw, calc(100vw - 2.5rem)"
                priority
              />
            </div>
          </div>
          <FirstScreenEnd />
        </header>
        <div className="section article-main">
          <div className="container">
            <p className="article-lead">{article.excerpt}</p>
            {/* Keyed: the next article, reached client-side, must not inherit the adoption. */}
            <StaticBlock key={article.id} render={() => <LoadedArticleBody id={article.id} />} />
          </div>
        </div>
      </article>
      <section className="section section--muted" aria-labelledby="related-title">
        <div className="container related-insights">
          <SectionHeader id="related-title" heading={RELATED_INSIGHTS_HEADING} />
          <ul className="grid grid--2 insight-grid related-grid">
            {related.map((item) => (
              <li key={item.id}>
                <InsightCard
                  article={item}
                  headingLevel={3}
                  imageSizes="(min-width: 1200px) 568px, (min-width: 640px) calc((100vw - 4rem) / 2), calc(100vw - 2.5rem)"
                />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <CtaBand
        heading={INSIGHTS_CTA.heading}
        text={INSIGHTS_CTA.text}
        actions={INSIGHTS_CTA.actions}
      />
    </>
  );
}

/**
 * The body of article `id`, once loaded (it suspends until then): sanitised HTML, stored only after
 * the allow-list sanitiser passed it (ADR 0014, `server/content/sanitize.ts`), so the site's
 * Trusted Types policy may write it (ADR 0036).
 */
function LoadedArticleBody({ id }: { id: string }) {
  return (
    <div
      className="prose article-body"
      dangerouslySetInnerHTML={{ __html: sanitisedHtml(usePageBody(articlePath(id))) }}
    />
  );
}

/** The page of article `id` ("/insights/{id}"), whose body the content API serves. */
function articlePath(id: string): string {
  return `/insights/${id}`;
}

function ArticleNotFound() {
  return (
    <>
      <Seo
        title={`${ARTICLE_NOT_FOUND.title} | ${COMPANY_NAME}`}
        description={ARTICLE_NOT_FOUND.text}
        path="/insights"
        index={false}
      />
      <section className="section status-screen">
        <div className="container status-screen__inner">
          <p className="status-screen__code" aria-hidden="true">404</p>
          <h1>{ARTICLE_NOT_FOUND.title}</h1>
          <p className="lead">{ARTICLE_NOT_FOUND.text}</p>
          <div className="button-row button-row--center">
            <Link href="/insights" className="button button--primary">
              <Icon name="arrow-left" size={18} />
              {ARTICLE_NOT_FOUND.back}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
