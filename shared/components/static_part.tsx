/**
 * Static parts of a page: sections with nothing to interact with but links (ADR 0013). The server
 * renders them like any component. The browser adopts the server's markup while hydrating without
 * loading their code, so a first visit neither downloads nor hydrates them; a page reached later
 * by client-side navigation loads the part's module and renders it. Links inside an adopted part
 * have no React handlers: {@linkcode StaticPartLinks} gives them the behaviour `SiteLink` gives
 * every other link.
 */
import { type ComponentType, type ReactNode, use, useEffect, useState } from "react";
import { useLocation } from "wouter";
import { isHydrating } from "../hydration.tsx";
import { matchRoute } from "../routes.ts";
import { scrollToId } from "../scroll.ts";

/** A static part, rendered as `<Part />`. */
export interface StaticPart {
  (): ReactNode;
  /**
   * Loads the part's module, so rendering it will not suspend. While the browser hydrates it
   * resolves at once: an adopted part needs no code.
   */
  preload(): Promise<void>;
}

/** The class of the element wrapping every static part (`display: contents` in the CSS). */
export const STATIC_PART_CLASS = "static-part";

/** Hydration keeps the server's children of an element given this (ADR 0013). */
const ADOPT_SERVER_MARKUP = { __html: "" };

/** Props of {@linkcode StaticBlock}. */
export interface StaticBlockProps {
  /** Renders the block's content; called only when the block is not adopted. */
  render(): ReactNode;
}

/**
 * A block of a page rendered by the server and adopted as it is while the browser hydrates, so
 * `render` is never called (and what it would load never loaded) on a first visit; a later mount
 * renders it. The adoption is decided once, when the block mounts: give it a `key` naming what it
 * shows wherever the same position can show something else (the next article's body), or the
 * adopted markup would stay.
 */
export function StaticBlock({ render }: StaticBlockProps) {
  const [adopted] = useState(isHydrating);
  if (adopted) {
    return (
      <div
        className={STATIC_PART_CLASS}
        dangerouslySetInnerHTML={ADOPT_SERVER_MARKUP}
        suppressHydrationWarning
      />
    );
  }
  return <div className={STATIC_PART_CLASS}>{render()}</div>;
}

/**
 * Wraps a dynamic `import()` of a module whose component renders one part of a page.
 *
 * @param load resolves to the part's component as `default` (e.g.
 *   `() => import("./hero.tsx").then((m) => ({ default: m.Hero }))`)
 */
export function staticPart(load: () => Promise<{ default: ComponentType }>): StaticPart {
  let Component: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  function loadModule(): Promise<void> {
    pending ??= load().then(
      (module) => {
        Component = module.default;
      },
      (error) => {
        // A chunk that failed to load (offline, new deploy) is fetched again next time.
        pending = undefined;
        throw error;
      },
    );
    return pending;
  }
  function Loaded() {
    if (!Component) use(loadModule());
    const Part = Component!;
    return <Part />;
  }
  function Part() {
    return <StaticBlock render={() => <Loaded />} />;
  }
  Part.preload = () => isHydrating() ? Promise.resolve() : loadModule();
  return Part;
}

/** The parts of one module; see {@linkcode staticPartsOf}. */
export interface StaticParts<M> {
  /** The part rendering the module's component exported as `name`. */
  (name: keyof M & string): StaticPart;
  /** Preloads every part made so far (a page's `preloadRoute`). */
  preloadAll(): Promise<void>;
}

/**
 * Static parts from one module, which the browser then loads as one chunk.
 *
 * @param load the module's dynamic `import()`
 */
export function staticPartsOf<M extends Readonly<Record<string, ComponentType>>>(
  load: () => Promise<M>,
): StaticParts<M> {
  const made: StaticPart[] = [];
  function part(name: keyof M & string): StaticPart {
    const created = staticPart(() => load().then((module) => ({ default: module[name]! })));
    made.push(created);
    return created;
  }
  part.preloadAll = async () => {
    await Promise.all(made.map((each) => each.preload()));
  };
  return part;
}

/**
 * One delegated click listener for links inside static parts, doing what `SiteLink` does: a route
 * is navigated to client-side, `#id` scrolls smoothly below the header
 * (docs/requirements.md#every-page). Anything else (a new tab, a modified click, another origin, a
 * download, a path that is not a page) is left to the browser. Renders nothing; mounted once in
 * the app shell.
 */
export function StaticPartLinks(): null {
  const [, navigate] = useLocation();
  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement) || !link.closest(`.${STATIC_PART_CLASS}`)) return;
      if (link.target || link.hasAttribute("download") || link.origin !== location.origin) return;
      if (link.getAttribute("href")!.startsWith("#")) {
        if (scrollToId(link.hash.slice(1))) {
          event.preventDefault();
          history.replaceState(history.state, "", link.hash);
        }
        return;
      }
      if (!matchRoute(link.pathname)) return;
      event.preventDefault();
      navigate(link.pathname + link.search + link.hash);
    }
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
  return null;
}
