/**
 * Outline glyphs for the footer's social links. Lucide dropped brand marks, so these are simple
 * geometric renditions drawn to match its 24 px, 1.75 stroke style.
 */
import type { SocialNetwork } from "../../content/site_links.ts";

/** One decorative social glyph; the link around it carries the accessible name. */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {network === "LinkedIn"
        ? (
          <>
            <rect x="3" y="3" width="18" height="18" rx="3" />
            <path d="M8 10.5V17M8 7.25v.01M11.5 17v-6.5M11.5 13.25c0-1.6 1.1-2.75 2.6-2.75S16.5 11.6 16.5 13.25V17" />
          </>
        )
        : network === "Instagram"
        ? (
          <>
            <rect x="3" y="3" width="18" height="18" rx="5" />
            <circle cx="12" cy="12" r="4" />
            <path d="M17.25 6.75v.01" />
          </>
        )
        : (
          <path d="M14.5 21v-7.5h2.75l.5-3.25H14.5V8.4c0-.95.45-1.65 1.75-1.65h1.6V3.9A19 19 0 0 0 15.5 3.75c-2.55 0-4.25 1.55-4.25 4.3v2.2H8.5v3.25h2.75V21" />
        )}
    </svg>
  );
}
