/** Interface timings and sizes from docs/requirements.md#constants. */

/** Space left above an anchor target for the fixed header, px. */
export const ANCHOR_OFFSET_PX = 80;
/** Delay before scrolling to the address's hash on the home route, ms. */
export const HASH_SCROLL_DELAY_MS = 100;
/** Scroll distance after which the header casts a shadow, px. */
export const HEADER_SHADOW_THRESHOLD_PX = 20;
/** How long a toast stays, and how long a dismissed one lingers before removal, ms. */
export const TOAST_DURATION_MS = 5000;
/** Key that moves focus to the notifications region. */
export const TOAST_HOTKEY = "F8";
/** Horizontal swipe that dismisses a toast, px. */
export const TOAST_SWIPE_PX = 50;
/** Delay before a live-region announcement is cleared, ms. */
export const ANNOUNCEMENT_CLEAR_MS = 1000;
/** Stagger between FAQ rows as they animate in, ms per row. */
export const FAQ_ROW_DELAY_MS = 50;

/** Id of the page's `<main>`: the skip link's target. */
export const MAIN_CONTENT_ID = "main-content";

/**
 * Id of the empty element that closes a page's first screen (its hero, `FirstScreenEnd`): the
 * document holds its first frame until the parser has inserted it (`server/render/document.tsx`,
 * ADR 0012's notes). A page without one is held until the whole document is parsed.
 */
export const FIRST_SCREEN_END_ID = "first-screen-end";
