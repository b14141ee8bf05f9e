/**
 * Resolves once the browser has shown the server-rendered page: its first contentful paint has
 * been reported, and the frame after the `load` event (which paints the hero image) has been
 * produced and had a frame to reach the screen. Hydration and the app's downloads start after
 * this, so nothing but the HTML, the stylesheet and the images is fetched or run before what the
 * visitor first sees is on screen (ADR 0012). An async module script that arrived before the
 * first frame would otherwise hold that frame for the whole hydration.
 */
export async function afterFirstPaint(): Promise<void> {
  // A hidden tab runs no animation frames and paints nothing: hydrate at once.
  if (document.visibilityState === "hidden") return;
  await firstContentfulPaint();
  // A frame callback runs just before that frame's paint, which reaches the screen a frame later:
  // the second callback comes after the first frame has been shown, and a task queued from it
  // runs after the second frame's paint.
  await nextFrame();
  await nextFrame();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** Longest wait for the first contentful paint to be reported, ms (a browser without it). */
const PAINT_WAIT_MAX_MS = 3000;

/**
 * Resolves when the browser reports the first contentful paint (Paint Timing,
 * https://w3c.github.io/paint-timing/), which it does once that frame is on screen; at once in a
 * browser without paint timing, and after {@linkcode PAINT_WAIT_MAX_MS} at the latest.
 */
function firstContentfulPaint(): Promise<void> {
  const painted = () => performance.getEntriesByName("first-contentful-paint", "paint").length > 0;
  if (
    typeof PerformanceObserver === "undefined" ||
    !PerformanceObserver.supportedEntryTypes?.includes("paint") || painted()
  ) {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver(() => {
      if (painted()) done();
    });
    observer.observe({ type: "paint", buffered: true });
    const timer = setTimeout(done, PAINT_WAIT_MAX_MS);
  });
}

function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}
