/**
 * Body blocks of the legal pages (paragraphs, lists, tables) rendered from typed content, so the
 * pages hold no markup. Tables scroll sideways on narrow screens inside a keyboard-focusable region.
 */
import type { LegalBlock } from "../../content/legal/types.ts";

/** Props of {@linkcode LegalBlockView}. */
export interface LegalBlockViewProps {
  block: LegalBlock;
  /** Heading of the section, used to name a table for assistive technology. */
  sectionHeading: string;
}

/** One block. A table's first column holds row headers. */
export function LegalBlockView({ block, sectionHeading }: LegalBlockViewProps) {
  switch (block.type) {
    case "paragraph":
      return <p>{block.text}</p>;
    case "list":
      return (
        <ul>
          {block.items.map((item) => <li key={item}>{item}</li>)}
        </ul>
      );
    case "table":
      return (
        <div className="legal-table" role="region" aria-label={sectionHeading} tabIndex={0}>
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
                    index === 0
                      ? <th key={index} scope="row">{cell}</th>
                      : <td key={index}>{cell}</td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}
