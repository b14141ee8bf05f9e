/**
 * The site's icon component. Icons are named (see `icon_set.ts`) and drawn from one SVG sprite
 * built from Lucide, so the browser bundle carries no icon code.
 */
import type { IconName } from "./icon_set.ts";
import { usePublicConfig } from "../public_config.tsx";

export type { IconName };

/** Props of {@linkcode Icon}: `size` in CSS pixels (default 24). */
export interface IconProps {
  name: IconName;
  size?: number;
  className?: string;
}

/**
 * Renders one icon as a reference into the build's SVG sprite (`PublicConfig.iconSprite`), which
 * the browser fetches once and caches for a year: icons cost a few bytes of HTML each and no
 * JavaScript. Stroke styling is set here and inherited by the symbol's shapes, matching Lucide's
 * defaults. Icons are decorative (`aria-hidden`): the text beside them carries the meaning, so
 * screen readers do not announce them twice.
 */
export function Icon({ name, size = 24, className }: IconProps) {
  const { iconSprite } = usePublicConfig();
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`}
      aria-hidden="true"
      focusable="false"
    >
      <use href={`${iconSprite}#${name}`} />
    </svg>
  );
}
