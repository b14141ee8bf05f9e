/**
 * The social card of one page (1200x630): the mark and the company name, then the
 * page's title (and its description, for site pages) on the brand's navy. Drawn as a satori element tree
 * (flexbox layout, text turned into paths with the Inter faces shipped by @fontsource/inter), so
 * the picture is the same on every machine whatever fonts it has.
 */
import satori from "satori";
import { COMPANY_NAME } from "../../shared/content/company.ts";
import { OG_IMAGE_SIZE } from "../../shared/seo/og_image.ts";
import { PALETTE } from "../images/art_kit.ts";
import { MARK_PATHS } from "../../shared/brand_mark.ts";

/** What a card shows. */
export interface OgCard {
  /** The page's title, one to three lines at the card's type size. */
  title: string;
  /** Small label above the title ("Insights · Product Trends"), or none. */
  eyebrow?: string;
  /** A sentence under the title (the page's description), or none. */
  subtitle?: string;
}

const FONT_DIR = new URL("../../node_modules/@fontsource/inter/files/", import.meta.url);

let fonts: Promise<{ name: string; data: ArrayBuffer; weight: 400 | 700 }[]> | undefined;

function loadFonts() {
  const read = async (file: string) => (await Deno.readFile(new URL(file, FONT_DIR))).buffer;
  fonts ??= Promise.all([
    read("inter-latin-400-normal.woff").then((data) => ({
      name: "Inter",
      data,
      weight: 400 as const,
    })),
    read("inter-latin-700-normal.woff").then((data) => ({
      name: "Inter",
      data,
      weight: 700 as const,
    })),
  ]);
  return fonts;
}

function markDataUri(): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" fill="${PALETTE.white}">` +
    MARK_PATHS.map((d) => `<path d="${d}"/>`).join("") + `</svg>`;
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}

/** Type size of the title, px: smaller for long titles so they stay within three lines. */
function titleSize(title: string): number {
  if (title.length <= 40) return 72;
  if (title.length <= 70) return 60;
  return 50;
}

/** Renders the card as an SVG string (text as paths). */
export async function ogCardSvg(card: OgCard): Promise<string> {
  const { width, height } = OG_IMAGE_SIZE;
  return await satori(
    <div
      style={{
        width,
        height,
        display: "flex",
        flexDirection: "column",
        justifyContent: "flex-start",
        gap: 56,
        boxSizing: "border-box",
        padding: "72px 80px",
        backgroundImage: `linear-gradient(135deg, ${PALETTE.navy}, ${PALETTE.navyDeep})`,
        color: PALETTE.white,
        fontFamily: "Inter",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 24 }}>
        <img src={markDataUri()} width={72} height={72} />
        <div style={{ fontSize: 36, fontWeight: 700, letterSpacing: -0.5 }}>{COMPANY_NAME}</div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 24 }}>
        {card.eyebrow
          ? (
            <div style={{ fontSize: 26, color: PALETTE.amberSoft, letterSpacing: 1 }}>
              {card.eyebrow.toUpperCase()}
            </div>
          )
          : null}
        <div
          style={{
            fontSize: titleSize(card.title),
            fontWeight: 700,
            lineHeight: 1.12,
            letterSpacing: -1,
            maxWidth: 1040,
          }}
        >
          {card.title}
        </div>
        {card.subtitle
          ? (
            <div
              style={{ fontSize: 30, lineHeight: 1.35, color: PALETTE.tealPale, maxWidth: 1000 }}
            >
              {card.subtitle}
            </div>
          )
          : null}
      </div>
    </div>,
    { width, height, fonts: await loadFonts() },
  );
}
