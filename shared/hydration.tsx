/**
 * Whether the browser is hydrating the server's HTML right now. Components that render markup
 * the browser bundle cannot reproduce (an icon's shapes, see `components/icon.tsx`) read it when
 * they mount: while hydrating they adopt the server's DOM as it is; later mounts (client-side
 * navigation) render on their own. React 19 in production leaves the children of an element
 * rendered with `dangerouslySetInnerHTML` untouched during hydration (measured, ADR 0013).
 *
 * On the server this is always false. `client/main.tsx` begins it right before `hydrateRoot`;
 * {@linkcode HydrationEnd}, placed in the last part of the tree to hydrate, ends it.
 */
import { useEffect, useSyncExternalStore } from "react";

let hydrating = false;

/** Called by the browser entry right before `hydrateRoot`. */
export function beginHydration(): void {
  hydrating = true;
}

/** True from {@linkcode beginHydration} until the page's content has hydrated. */
export function isHydrating(): boolean {
  return hydrating;
}

/**
 * Ends hydration when it commits. It must sit inside the page's Suspense boundary (see
 * `shared/app.tsx`): React hydrates the shell first and that boundary in a later pass, so an
 * effect in the shell would run while the page's content is still being hydrated.
 */
export function HydrationEnd(): null {
  useEffect(() => {
    hydrating = false;
  }, []);
  return null;
}

function subscribeToNothing(): () => void {
  return () => {};
}

/**
 * Whether this component's markup is live: false on the server and while hydration adopts the
 * server's markup, true from the render right after it (React re-renders with the client snapshot
 * once hydration commits) and on any mount after. A control that must not take input it would
 * silently drop before then reads it (the staff area, `shared/pages/admin/staff_shell.tsx`).
 *
 * @returns `true` once event handlers are attached.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeToNothing, () => true, () => false);
}
