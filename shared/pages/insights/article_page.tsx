/**
 * /insights/:id (spec §2 "/insights/{id}"; decisions.md "Content"): the article with its hero
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
  findInsight,
  RELATED_INSIGHTS_HEADING,
  relatedInsights,
} from "../../content/insights/articles.ts";
import type { InsightArticle } from "../../content/insights/types.ts";
import { Icon } from "../../components/icon.tsx";
import { JsonLd, Seo } from "../../components/seo.tsx";
import { CtaBand } from "../../components/ui/cta_band.tsx";
import { Picture } from "../../components/ui/picture.tsx";
import { SectionHeader } from "../../components/ui/section_header.tsx";
import { usePublicConfig } from "../../public_config.tsx";
import { ArticleBody } from "./article_body.tsx";
import { formatArticleDate } from "./format_date.ts";
import { InsightCard } from "./insight_card.tsx";
import { ARTICLE_LABELS, INSIGHTS_CTA } from "./insights_copy.ts";

/** Width of the social-card image, px: the 1200w WebP every article image is generated at. */
const SOCIAL_IMAGE_WIDTH = 1200;

/** Site path of an article's social-card image. */
export function articleSocialImage(article: Pick<InsightArticle, "image">): string {
  return `/images/${article.image}-${SOCIAL_IMAGE_WIDTH}.webp`;
}

/** The article page, or the unknown-article screen. */
export default function ArticlePage() {
  const { id = "" } = useRouteParams();
  const article = findInsight(id);
  return article ? <Article article={article} /> : <ArticleNotFound />;
}

function Article({ article }: { article: InsightArticle }) {
  const { origin } = usePublicConfig();
  const path = `/insights/${article.id}`;
  const image = articleSocialImage(article);
  const related = relatedInsights(article.id);
  return (
    <>
      <Seo
        title={`${article.title} | ${COMPANY_NAME}`}
        description={article.description}
        keywords={article.keywords}
        path={path}
        image={image}
        imageAlt={article.imageAlt}
        type="article"
        publishedTime={article.date}
      />
      <JsonLd
        data={{
          "@type": "Article",
          headline: article.title,
          description: article.description,
          datePublished: article.date,
          image: [origin + image],
          author: { "@type": "Organization", name: article.author },
          publisher: { "@type": "Organization", name: COMPANY_NAME, url: `${origin}/` },
          mainEntityOfPage: { "@type": "WebPage", "@id": origin + path },
          articleSection: article.category,
          keywords: article.keywords.join(", "),
        }}
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
                alt={article.imageAlt}
                sizes="(min-width: 1200px) 512px, (min-width: 960px) 42vw, calc(100vw - 2.5rem)"
                priority
              />
            </div>
          </div>
        </header>
        <div className="section article-main">
          <div className="container">
            <p className="article-lead">{article.excerpt}</p>
            <ArticleBody blocks={article.body} />
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
