/**
 * The layout of every static legal page (docs/requirements.md#legal-pages): a hero with the title,
 * introduction and 'Last updated August 2025', an on-page table of contents linking to the section
 * ids, and the sections in `.prose`. /cookies may reuse it with its own controls as `children`.
 */
import type { ReactNode } from "react";
import { useLocation } from "wouter";
import type { LegalPage } from "../../content/legal/types.ts";
import { PageHero } from "../../components/ui/page_hero.tsx";
import { LEGAL_PAGE_REFERENCES } from "../../content/legal/cross_references.ts";
import { LegalBlockView } from "./legal_blocks.tsx";

/** Heading of the on-page table of contents. */
export const LEGAL_TOC_HEADING = "On this page";

/** Machine-readable month of `LegalPage.lastUpdated` ("August 2025"), for `<time dateTime>`. */
const LAST_UPDATED_ISO: Record<LegalPage["lastUpdated"], string> = {
  "August 2025": "2025-08",
};

/** An entry of the table of contents for content passed as `children`. */
export interface LegalTocEntry {
  id: string;
  heading: string;
}

/** Props of {@linkcode LegalPageLayout}. */
export interface LegalPageLayoutProps {
  page: LegalPage;
  /** Extra content placed before the sections, e.g. the list of downloads. Give each part an id
   * and list it in `childrenToc`. */
  children?: ReactNode;
  childrenToc?: readonly LegalTocEntry[];
}

/** Renders a legal page. */
export function LegalPageLayout({ page, children, childrenToc = [] }: LegalPageLayoutProps) {
  // The page's own path, so cross-references to its sections stay in-page links.
  const [currentPath] = useLocation();
  const toc = [...childrenToc, ...page.sections.map(({ id, heading }) => ({ id, heading }))];
  const references = [...(page.references ?? []), ...LEGAL_PAGE_REFERENCES];
  return (
    <>
      <PageHero title={page.title} intro={page.intro}>
        <p className="legal-updated">
          Last updated <time dateTime={LAST_UPDATED_ISO[page.lastUpdated]}>{page.lastUpdated}</time>
        </p>
      </PageHero>
      <div className="section">
        <div className="container legal-layout">
          <nav className="legal-toc" aria-labelledby="legal-toc-title">
            <h2 id="legal-toc-title" className="legal-toc__title">{LEGAL_TOC_HEADING}</h2>
            <ol className="legal-toc__list">
              {toc.map((entry) => (
                <li key={entry.id}>
                  <a href={`#${entry.id}`}>{entry.heading}</a>
                </li>
              ))}
            </ol>
          </nav>
          <div className="legal-content">
            {children}
            <div className="prose">
              {page.sections.map((section) => (
                <section
                  key={section.id}
                  id={section.id}
                  className="legal-section"
                  aria-labelledby={`${section.id}-title`}
                >
                  <h2 id={`${section.id}-title`}>{section.heading}</h2>
                  {section.blocks.map((block, index) => (
                    <LegalBlockView
                      key={index}
                      block={block}
                      sectionHeading={section.heading}
                      references={references}
                      currentPath={currentPath}
                    />
                  ))}
                </section>
              ))}
            </div>
          </div>
        </div>
      </div>
    </>
  );
}
