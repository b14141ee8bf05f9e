/**
 * Renders an article body from its typed blocks (docs/requirements.md#security: bodies come from a
 * safe source, never from HTML). Every string is a React text child, so nothing in an article can
 * become markup.
 */
import type { ArticleBlock } from "../../content/insights/types.ts";

/** One block as HTML: `heading` → h2, `subheading` → h3 (the page's h1 is the title). */
export function ArticleBlockView({ block }: { block: ArticleBlock }) {
  switch (block.type) {
    case "paragraph":
      return <p>{block.text}</p>;
    case "heading":
      return <h2>{block.text}</h2>;
    case "subheading":
      return <h3>{block.text}</h3>;
    case "list": {
      const items = block.items.map((item) => <li key={item}>{item}</li>);
      return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
    }
    case "quote":
      return (
        <figure className="article-quote">
          <blockquote>
            <p>{block.text}</p>
          </blockquote>
          {block.attribution ? <figcaption>{block.attribution}</figcaption> : null}
        </figure>
      );
    case "callout":
      return (
        <div className="callout article-callout">
          <p className="article-callout__title">{block.title}</p>
          <p>{block.text}</p>
        </div>
      );
  }
}

/** Props of {@linkcode ArticleBody}. */
export interface ArticleBodyProps {
  blocks: readonly ArticleBlock[];
}

/** The whole body inside `.prose`. */
export function ArticleBody({ blocks }: ArticleBodyProps) {
  return (
    <div className="prose article-body">
      {blocks.map((block, index) => <ArticleBlockView key={index} block={block} />)}
    </div>
  );
}
