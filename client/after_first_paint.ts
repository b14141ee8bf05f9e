/**
 * Resolves once the browser has painted the server-rendered page, so hydration (and the page
 * chunk's evaluation) never runs ahead of the first paint: an async module script that arrives
 * before the first frame would otherwise hold that frame for the whole hydration.
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    // A hidden tab runs no animation frames; it has nothing to paint, so hydrate at once.
    if (document.visibilityState === "hidden") {
      resolve();
      return;
    }
    // The frame callback runs just before that frame's paint; a task queued from it runs after.
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}
