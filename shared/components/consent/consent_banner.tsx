/**
 * The cookie banner (docs/requirements.md#consent-banner, #consent).
 *
 * Server-rendered for every visitor, because page HTML is cached and identical for everyone, and
 * fixed to the viewport edge, so it never moves the page (no layout shift) and its small text is
 * never the largest paint. After hydration the client reads the stored choice in an effect and
 * hides the banner when a choice for the current policy version exists. 'Accept All' and
 * 'Decline All' share one style, so refusing is as easy as accepting. It sits right after the
 * skip link in the document, so it comes early in the focus order, and never takes focus itself.
 * The footer's 'Cookie settings' link reopens the choice through
 * {@linkcode OPEN_COOKIE_SETTINGS_EVENT}.
 */
import { lazy, type RefObject, Suspense, useEffect, useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import { CONSENT_COPY } from "../../consent/consent_copy.ts";
import {
  ALL_CONSENT,
  type ConsentCategories,
  consentKind,
  NO_OPTIONAL_CONSENT,
} from "../../consent/consent_record.ts";
import { saveConsent } from "../../consent/consent_store.ts";
import { useConsent } from "../../consent/use_consent.ts";
import { useAnnounce } from "../announcer.tsx";
import { OPEN_COOKIE_SETTINGS_EVENT } from "../layout/footer.tsx";
import type { ConsentDraft } from "./consent_toggles.tsx";
import { MAIN_CONTENT_ID } from "../../ui_constants.ts";

/** Loads the manage view's module (its toggles and category texts). */
function loadConsentDialog() {
  return import("./consent_dialog.tsx");
}

/**
 * The manage view is code-split: every page carries the banner, few visitors open 'Manage', so
 * its module loads when the pointer or focus reaches the button (or on the first open).
 */
const ConsentDialog = lazy(() =>
  loadConsentDialog().then((module) => ({ default: module.ConsentDialog }))
);

/** Route of the cookie page, which carries its own full set of controls. */
const COOKIES_PATH = "/cookies";

/** Props of {@linkcode ConsentBanner}. */
export interface ConsentBannerProps {
  /**
   * Edge of the viewport the banner sits on (docs/requirements.md#consent-banner: top or bottom,
   * default bottom).
   */
  placement?: "top" | "bottom";
}

/** Message that confirms a saved choice. */
export function savedMessage(categories: Omit<ConsentCategories, "necessary">): string {
  const kind = consentKind(categories);
  if (kind === "accepted") return CONSENT_COPY.savedAccepted;
  return kind === "declined" ? CONSENT_COPY.savedDeclined : CONSENT_COPY.savedCustomised;
}

function mainContent(): HTMLElement | null {
  return document.getElementById(MAIN_CONTENT_ID);
}

/** Space kept between a focused element and the banner, in CSS pixels. */
const FOCUS_CLEARANCE_PX = 8;

/**
 * Keeps the focused element out from under the banner (WCAG 2.2 2.4.11 Focus Not Obscured):
 * a bottom banner sets the page's bottom padding and scroll padding to its measured height (the
 * stylesheet holds an estimate until then) and, should focus still land behind the banner, scrolls
 * it clear.
 */
function useKeepFocusClear(
  banner: RefObject<HTMLElement | null>,
  options: { active: boolean; placement: "top" | "bottom" },
) {
  const { active, placement } = options;
  useEffect(() => {
    const element = banner.current;
    if (!active || !element) return;
    // Plain, non-inherited properties on <html> and <body>, not a custom property on the root: a
    // custom property inherits, so setting it would restyle every element of the page right after
    // hydration (a long task on a phone); these restyle two elements.
    const root = document.documentElement;
    const body = document.body;
    const observer = new ResizeObserver(() => {
      if (placement !== "bottom") return;
      const height = `${element.offsetHeight}px`;
      root.style.scrollPaddingBottom = `calc(${height} + var(--space-2))`;
      body.style.paddingBottom = height;
    });
    observer.observe(element);
    function reveal(event: FocusEvent) {
      const target = event.target;
      if (!(target instanceof Element) || !element || element.contains(target)) return;
      // A modal dialog (the manage view) sits in the top layer, above the banner: nothing in it
      // can be hidden by the banner, and scrolling the page behind it would move what the
      // visitor returns to.
      if (target.closest("dialog[open]")) return;
      const bar = element.getBoundingClientRect();
      const box = target.getBoundingClientRect();
      if (box.bottom <= bar.top || box.top >= bar.bottom) return;
      // A target taller than the area the banner leaves free (<main>, focused after a choice, or
      // a long region) cannot be brought clear: scrolling to its far edge would throw the page by
      // its whole height. WCAG 2.4.11 asks only that the focus is not entirely hidden, which such
      // a target never is, so the page stays where the visitor left it.
      const free = placement === "bottom" ? bar.top : globalThis.innerHeight - bar.bottom;
      if (box.height > free - FOCUS_CLEARANCE_PX) return;
      const by = placement === "bottom"
        ? box.bottom - bar.top + FOCUS_CLEARANCE_PX
        : box.top - bar.bottom - FOCUS_CLEARANCE_PX;
      globalThis.scrollBy({ top: by, behavior: "instant" });
    }
    document.addEventListener("focusin", reveal);
    return () => {
      observer.disconnect();
      document.removeEventListener("focusin", reveal);
      root.style.removeProperty("scroll-padding-bottom");
      body.style.removeProperty("padding-bottom");
    };
  }, [banner, active, placement]);
}

/** The banner and its manage view. */
export function ConsentBanner({ placement = "bottom" }: ConsentBannerProps) {
  const [path] = useLocation();
  const { ready, record } = useConsent();
  const [managing, setManaging] = useState(false);
  // Once opened, the dialog stays mounted (closed) so reopening is instant.
  const [dialogMounted, setDialogMounted] = useState(false);
  if (managing && !dialogMounted) setDialogMounted(true);
  const announce = useAnnounce();
  const onCookiesPage = path === COOKIES_PATH;
  // The staff area sets no optional cookies and sends no analytics, so it asks for no consent:
  // staff choices never count in the visitors' consent shares.
  const inStaffArea = path === "/admin" || path.startsWith("/admin/");

  useEffect(() => {
    function reopen(event: Event) {
      // On /cookies the page's own controls are the choice; let the page handle the link.
      if (globalThis.location.pathname === COOKIES_PATH) return;
      event.preventDefault();
      setManaging(true);
    }
    globalThis.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, reopen);
    return () => globalThis.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, reopen);
  }, []);

  function choose(categories: ConsentDraft) {
    saveConsent(categories, { source: "banner" });
    announce(`${CONSENT_COPY.savedTitle}. ${savedMessage(categories)}`);
    // The focused button disappears with the banner: continue from the page content.
    mainContent()?.focus({ preventScroll: true });
  }

  // Until storage has been read (server render, first client render) the banner shows.
  const showBar = !onCookiesPage && !inStaffArea && !(ready && record);
  const bar = useRef<HTMLElement>(null);
  useKeepFocusClear(bar, { active: showBar, placement });

  return (
    <>
      {showBar
        ? (
          <section
            ref={bar}
            className={`consent-banner consent-banner--${placement}`}
            aria-labelledby="consent-banner-title"
            aria-describedby="consent-banner-text"
          >
            <div className="container consent-banner__inner">
              <div className="consent-banner__text">
                <h2 id="consent-banner-title" className="consent-banner__title">
                  {CONSENT_COPY.bannerTitle}
                </h2>
                <p id="consent-banner-text" className="consent-banner__body">
                  {CONSENT_COPY.bannerText}{" "}
                  <Link href={COOKIES_PATH} className="consent-banner__link">
                    {CONSENT_COPY.policyLink}
                  </Link>
                </p>
              </div>
              <div className="consent-banner__actions">
                <button
                  type="button"
                  className="button button--primary consent-banner__choice"
                  onClick={() => choose(ALL_CONSENT)}
                >
                  {CONSENT_COPY.acceptAll}
                </button>
                <button
                  type="button"
                  className="button button--primary consent-banner__choice"
                  onClick={() => choose(NO_OPTIONAL_CONSENT)}
                >
                  {CONSENT_COPY.declineAll}
                </button>
                <button
                  type="button"
                  className="button button--secondary consent-banner__manage"
                  aria-haspopup="dialog"
                  aria-expanded={managing}
                  aria-controls={dialogMounted ? "consent-dialog" : undefined}
                  onPointerEnter={loadConsentDialog}
                  onFocus={loadConsentDialog}
                  onClick={() => setManaging(true)}
                >
                  {CONSENT_COPY.manage}
                </button>
              </div>
            </div>
          </section>
        )
        : null}
      {dialogMounted
        ? (
          <Suspense fallback={null}>
            <ConsentDialog
              open={managing}
              initial={record?.categories}
              onSave={choose}
              onClose={() => setManaging(false)}
              fallbackFocus={mainContent}
            />
          </Suspense>
        )
        : null}
    </>
  );
}
