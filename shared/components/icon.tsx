/**
 * The site's icon component. Icons are named (see `icon_set.ts`) and built from Lucide at build
 * time, so the browser bundle carries no icon code: the server draws each icon's shapes inline,
 * and icons the browser renders itself reference the build's SVG sprite.
 */
import { createContext, useContext, useState } from "react";
import type { IconName } from "./icon_set.ts";
import { isHydrating } from "../hydration.tsx";
import { usePublicConfig } from "../public_config.tsx";

export type { IconName };

/** Props of {@linkcode Icon}: `size` in CSS pixels (default 24). */
export interface IconProps {
  name: IconName;
  size?: number;
  className?: string;
}

/** Icon name → its shapes (the markup inside its `<svg>`); provided by the server only. */
const IconShapesContext = createContext<Readonly<Record<string, string>> | undefined>(undefined);

/** Gives the server render each icon's shapes (`BuildManifest.iconShapes`). */
export const IconShapesProvider = IconShapesContext.Provider;

/** Hydration adopts the server's shapes as they are: React leaves them alone. */
const KEEP_SERVER_SHAPES = { __html: "" };

/**
 * Renders one icon. The server draws its shapes inline: a `<use>` reference into a sprite costs
 * the browser a shadow tree per icon, which on the home page's 46 icons was half of the first
 * style pass on a throttled phone (ADR 0013). Hydration keeps those shapes untouched; an icon the
 * browser renders later (a client-side navigation, the menu button turning into a close button)
 * references the build's sprite (`PublicConfig.iconSprite`), fetched once and cached for a year.
 * Stroke styling comes from the `.lucide` rule of the stylesheet (Lucide's defaults at a 1.75 px
 * stroke) and is inherited by the shapes: as attributes it was six per icon, a fifth of all the
 * attributes of the home page's markup and of the server's work writing it. Icons are
 * decorative (`aria-hidden`): the text beside them carries the meaning, so screen readers do not
 * announce them twice.
 */
export function Icon({ name, size = 24, className }: IconProps) {
  const { iconSprite } = usePublicConfig();
  const shapes = useContext(IconShapesContext)?.[name];
  // The name this icon was hydrated with; once it changes, the icon renders on its own for good
  // (going back to the adopted markup would leave it empty).
  const [hydratedName, setHydratedName] = useState(() => isHydrating() ? name : undefined);
  if (hydratedName !== undefined && hydratedName !== name) setHydratedName(undefined);
  const props = {
    width: size,
    height: size,
    viewBox: "0 0 24 24",
    className: className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`,
    "aria-hidden": "true",
  } as const;
  if (shapes !== undefined) return <svg {...props} dangerouslySetInnerHTML={{ __html: shapes }} />;
  if (hydratedName === name) {
    return <svg {...props} dangerouslySetInnerHTML={KEEP_SERVER_SHAPES} suppressHydrationWarning />;
  }
  return (
    <svg {...props}>
      <use href={`${iconSprite}#${name}`} />
    </svg>
  );
}
