/**
 * The React tree shared by the server render and the browser: providers, site chrome and the page
 * for the current location. The server passes `ssrPath`/`ssrSearch`; the browser omits them and
 * wouter reads `location`.
 */
import { Suspense } from "react";
import { HelmetProvider } from "react-helmet-async";
import { HydrationEnd } from "./hydration.tsx";
import { Router, useLocation } from "wouter";
import { MAIN_CONTENT_ID } from "./ui_constants.ts";
import { AnalyticsTracker } from "./analytics/analytics_tracker.tsx";
import { AnnouncerProvider } from "./components/announcer.tsx";
import { ConsentBanner } from "./components/consent/consent_banner.tsx";
import { Footer } from "./components/layout/footer.tsx";
import { Header } from "./components/layout/header.tsx";
import { RouteHead } from "./components/route_head.tsx";
import { RoutePrefetch } from "./components/route_prefetch.tsx";
import { StaticBlock, StaticPartLinks } from "./components/static_part.tsx";
import { ScrollManager } from "./components/scroll_manager.tsx";
import { ToastProvider } from "./components/toast.tsx";
import {
  type PageData,
  PageDataProvider,
  type PublicConfig,
  PublicConfigProvider,
} from "./public_config.tsx";
import { RouteParamsProvider } from "./route_params.tsx";
import { ContentProvider, type PublicContent } from "./content/published.ts";
import { matchRoute, NOT_FOUND_PAGE } from "./routes.ts";
import { isStaffPath } from "./staff_area.ts";

/** Props of {@linkcode App}. */
export interface AppProps {
  config: PublicConfig;
  /** Per-request page data rendered by the server (empty for static pages). */
  data?: PageData;
  /** The published content (ADR 0014). */
  content: PublicContent;
  /** Server only: the request's path and query string (without "?"). */
  ssrPath?: string;
  ssrSearch?: string;
}

/** The whole application. */
export function App({ config, data = {}, content, ssrPath, ssrSearch }: AppProps) {
  const routerProps = ssrPath === undefined ? {} : { ssrPath, ssrSearch: ssrSearch ?? "" };
  return (
    <HelmetProvider>
      <PublicConfigProvider value={config}>
        <PageDataProvider value={data}>
          <ContentProvider value={content}>
            <Router {...routerProps}>
              <AnnouncerProvider>
                <ToastProvider>
                  <Chrome />
                  <AnalyticsTracker />
                  <ScrollManager />
                  <RoutePrefetch />
                  <StaticPartLinks />
                </ToastProvider>
              </AnnouncerProvider>
            </Router>
          </ContentProvider>
        </PageDataProvider>
      </PublicConfigProvider>
    </HelmetProvider>
  );
}

/**
 * The public header, footer and cookie banner around the page; a staff screen instead brings its
 * own layout and `<main>` (`StaffShell`), so staff work without the marketing site around them.
 */
function Chrome() {
  const [location] = useLocation();
  const page = (
    <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
      <CurrentPage />
      <HydrationEnd />
    </Suspense>
  );
  const match = matchRoute(location);
  if (match && isStaffPath(match.route.path)) return page;
  return (
    <>
      {/* The staff shell has its own skip link, to a screen's list. */}
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>Skip to main content</a>
      {
        /* Early in the focus order (right after the skip link) though fixed to the
          viewport edge: keyboard users reach the choice in one Tab, not ~60. */
      }
      <ConsentBanner />
      <Header />
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>{page}</main>
      <Footer />
    </>
  );
}

function CurrentPage() {
  const [location] = useLocation();
  const match = matchRoute(location);
  if (!match) return <NOT_FOUND_PAGE />;
  const { page: Page, head, path, static: isStatic } = match.route;
  return (
    <RouteParamsProvider value={match.params}>
      {/* Once, from the registry, inside the shell so it is in the first flushed chunk. */}
      {head ? <RouteHead path={path} head={head} /> : null}
      {isStatic ? <StaticBlock key={path} render={() => <Page />} /> : <Page key={path} />}
    </RouteParamsProvider>
  );
}
