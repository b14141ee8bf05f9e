/**
 * Body blocks of the legal pages (paragraphs, lists, tables) rendered from typed content, so the
 * pages hold no markup. The company's published inbox and address fill the texts' placeholders
 * (`CONTACT_PLACEHOLDERS`). E-mail addresses, phone numbers and cross-references become links. Below
 * 640 px each table row becomes a card of labelled lines, so no column is ever off-screen.
 */
import { Link } from "wouter";
import { type LegalReference, legalTextParts } from "../../content/legal/cross_references.ts";
import type { LegalBlock } from "../../content/legal/types.ts";
import { withCompanyContact } from "../../content/site_links.ts";
import { usePublicConfig } from "../../public_config.tsx";

/** Props of {@linkcode LegalText}. */
export interface LegalTextProps {
  text: string;
  references: readonly LegalReference[];
  /** The page being shown: a reference to it stays plain text. */
  currentPath: string;
}

/** A run of legal text with its links. */
export function LegalText({ text, references, currentPath }: LegalTextProps) {
  const { contact } = usePublicConfig().links;
  const parts = legalTextParts(withCompanyContact(text, contact), { references, currentPath });
  return (
    <>
      {parts.map((part, index) => {
        if (typeof part === "string") return part;
        if (part.href.startsWith("/")) {
          return <Link key={index} href={part.href}>{part.text}</Link>;
        }
        return <a key={index} href={part.href}>{part.text}</a>;
      })}
    </>
  );
}

/** Props of {@linkcode LegalBlockView}. */
export interface LegalBlockViewProps {
  block: LegalBlock;
  /** Heading of the section, used to name a table for assistive technology. */
  sectionHeading: string;
  /** Phrases that link elsewhere (other legal pages, anchors on this page). */
  references: readonly LegalReference[];
  currentPath: string;
}

/** One block. A table's first column holds row headers. */
export function LegalBlockView(props: LegalBlockViewProps) {
  const { block, sectionHeading } = props;
  const text = (value: string) => (
    <LegalText text={value} references={props.references} currentPath={props.currentPath} />
  );
  switch (block.type) {
    case "paragraph":
      return <p>{text(block.text)}</p>;
    case "list":
      return (
        <ul>
          {block.items.map((item) => <li key={item}>{text(item)}</li>)}
        </ul>
      );
    case "table":
      return (
        <div className="legal-table" role="region" aria-label={sectionHeading} tabIndex={0}>
          {
            /* No ARIA roles on the cells: HTML forbids them inside a table (ARIA in HTML), and
               browsers keep a table's semantics when the phone layout sets display: block. */
          }
          <table>
            <caption className="visually-hidden">{sectionHeading}</caption>
            <thead>
              <tr>
                {block.head.map((cell) => <th key={cell} scope="col">{cell}</th>)}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row.join("|")}>
                  {row.map((cell, index) =>
                    index === 0 ? <th key={index} scope="row">{text(cell)}</th> : (
                      // The stacked mobile layout prints the column name from data-label.
                      <td key={index} data-label={block.head[index]}>
                        {text(cell)}
                      </td>
                    )
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}
