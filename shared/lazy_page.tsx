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
  /** Loads the page module; resolves when rendering will no longer suspend. */
  preload(): Promise<void>;
}

/** Wraps a dynamic `import()` of a module whose default export is the page component. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let Component: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  function preload(): Promise<void> {
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
  function Page() {
    if (!Component) use(preload());
    const Loaded = Component!;
    return <Loaded />;
  }
  Page.preload = preload;
  return Page;
}
