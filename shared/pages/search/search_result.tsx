/**
 * The answer card of /search (docs/requirements.md#search-page, #search-limits): the content with
 * newlines shown as line breaks and `[n]` markers linked to the numbered sources, then the
 * "Sources:" list. Links to our own pages navigate client-side.
 */
import { Fragment, type ReactNode, type Ref } from "react";
import { SiteLink } from "../../components/ui/site_link.tsx";
import { SEARCH_FORM_LABELS, SEARCH_NO_ANSWER } from "../../content/search.ts";
import { usePublicConfig } from "../../public_config.tsx";
import type { SearchResponse, SearchSource } from "../../schemas/search.ts";
import { reportCitationClick } from "./citation_click.ts";

/** Props of {@linkcode SearchResult}. */
export interface SearchResultProps {
  response: SearchResponse;
  /** The heading, focused after a search the visitor started so screen readers read the answer. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** The question answered: a click on a citation is reported with it (ADR 0026). */
  query?: string;
}

/**
 * Sources to list: `sources` when present, else one per citation (a response may carry citations
 * only).
 */
export function sourcesOf(response: SearchResponse): SearchSource[] {
  if (response.sources && response.sources.length > 0) return response.sources;
  return (response.citations ?? []).map((url) => ({ url, title: url }));
}

/**
 * True for the reply that says the site has no answer (docs/requirements.md#search-answers: it
 * points to /contact).
 */
export function isNoAnswer(response: SearchResponse): boolean {
  return response.content.startsWith(SEARCH_NO_ANSWER.text.replace(/\.$/, ""));
}

/** A link target for `url`: a site path when it is on our origin (client-side navigation). */
export function linkTarget(url: string, origin: string): string {
  if (origin && (url === origin || url.startsWith(`${origin}/`))) {
    return url.slice(origin.length) || "/";
  }
  return url;
}

function withMarkers(line: string, sources: SearchSource[], origin: string): ReactNode[] {
  return line.split(/(\[\d+\])/).map((part, index) => {
    const n = /^\[(\d+)\]$/.exec(part)?.[1];
    const source = n === undefined ? undefined : sources[Number(n) - 1];
    if (!source) return <Fragment key={index}>{part}</Fragment>;
    return (
      <SiteLink key={index} href={linkTarget(source.url, origin)} className="search-result__marker">
        [{n}]<span className="visually-hidden">: {source.title}</span>
      </SiteLink>
    );
  });
}

/** Renders the result card. */
export function SearchResult({ response, headingRef, query }: SearchResultProps) {
  const { origin } = usePublicConfig();
  const sources = sourcesOf(response);
  const paragraphs = response.content.split(/\n{2,}/);
  const declined = isNoAnswer(response);
  return (
    <section
      className="search-result"
      aria-labelledby="search-result-heading"
      onClick={(event) => {
        // A cited page opened (a marker or a source), counted for staff (ADR 0026).
        if (query && !declined && (event.target as Element).closest?.("a")) {
          reportCitationClick(query);
        }
      }}
    >
      <h2 id="search-result-heading" ref={headingRef} tabIndex={-1}>
        {SEARCH_FORM_LABELS.resultHeading}
      </h2>
      <div className="search-result__content">
        {paragraphs.map((paragraph, p) => (
          <p key={p}>
            {paragraph.split("\n").map((line, l) => (
              <Fragment key={l}>
                {l > 0 ? <br /> : null}
                {withMarkers(line, sources, origin)}
              </Fragment>
            ))}
          </p>
        ))}
      </div>
      {declined
        ? (
          <p>
            <SiteLink href={SEARCH_NO_ANSWER.cta.href} className="button button--primary">
              {SEARCH_NO_ANSWER.cta.label}
            </SiteLink>
          </p>
        )
        : null}
      {sources.length > 0
        ? (
          <>
            <h3 className="search-result__sources-heading">{SEARCH_FORM_LABELS.sourcesLabel}</h3>
            <ol className="search-sources">
              {sources.map((source) => {
                const target = linkTarget(source.url, origin);
                return (
                  <li key={source.url}>
                    <SiteLink href={target}>{source.title}</SiteLink>
                    <span className="search-sources__path">{target}</span>
                  </li>
                );
              })}
            </ol>
          </>
        )
        : null}
    </section>
  );
}
