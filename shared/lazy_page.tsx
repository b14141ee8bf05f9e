/**
 * Route-level code splitting that keeps metadata in the shell. A page module is loaded before
 * rendering (all pages at server start-up, the current page before `hydrateRoot`), so the first
 * render never suspends and the page's `<title>`/`<meta>` land in `<head>` of the first chunk
 * instead of streaming late into `<body>` (measured pitfall with `React.lazy`). Only a client-side
 * navigation to a page not loaded yet suspends, briefly.
 */
import { type ComponentType, use } from "react";

/** A page component that can be loaded ahead of rendering. */
export interface LazyPage {
  (): React.ReactNode;
  /**
   * Loads the page module and what it needs for `params` (e.g. one article's body); resolves when
   * rendering will no longer suspend. Without `params` (server start-up) the page loads
   * everything it could need for any parameter.
   */
  preload(params?: Record<string, string>): Promise<void>;
}

/**
 * A page module: the page component as default export and, for pages whose content depends on
 * the route parameters, `preloadRoute` to load that content ahead of rendering.
 */
export interface PageModule {
  default: ComponentType;
  preloadRoute?: (params?: Record<string, string>) => Promise<void>;
}

/** Wraps a dynamic `import()` of a {@linkcode PageModule}. */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let Component: ComponentType | undefined;
  let preloadRoute: PageModule["preloadRoute"];
  let pending: Promise<void> | undefined;
  function loadModule(): Promise<void> {
    pending ??= load().then(
      (module) => {
        Component = module.default;
        preloadRoute = module.preloadRoute;
      },
      (error) => {
        // A chunk that failed to load (offline, new deploy) is fetched again next time.
        pending = undefined;
        throw error;
      },
    );
    return pending;
  }
  async function preload(params?: Record<string, string>): Promise<void> {
    await loadModule();
    await preloadRoute?.(params);
  }
  function Page() {
    if (!Component) use(loadModule());
    const Loaded = Component!;
    return <Loaded />;
  }
  Page.preload = preload;
  return Page;
}
