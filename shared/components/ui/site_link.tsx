/**
 * One link component for every internal target: routes navigate client-side, `/#id` scrolls to a
 * home-page section (docs/requirements.md#every-page: smoothly, 80 px below the header) and
 * outbound links open in a new tab with `rel="noopener noreferrer"`
 * (docs/requirements.md#outbound-links: only the proposal form does).
 */
import type { ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { scrollToId } from "../../scroll.ts";

/** Props of {@linkcode SiteLink}. */
export interface SiteLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
}

/** A link to `href`, handled as the module comment describes. */
export function SiteLink({ href, className, children }: SiteLinkProps) {
  const [location] = useLocation();
  if (/^https?:\/\//.test(href)) {
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="visually-hidden">(opens in a new tab)</span>
      </a>
    );
  }
  const hash = href.startsWith("/#") ? href.slice(2) : undefined;
  if (hash !== undefined && location === "/") {
    return (
      <a
        href={`#${hash}`}
        className={className}
        onClick={(event) => {
          if (scrollToId(hash)) {
            event.preventDefault();
            history.replaceState(history.state, "", `#${hash}`);
          }
        }}
      >
        {children}
      </a>
    );
  }
  return <Link href={href} className={className}>{children}</Link>;
}
