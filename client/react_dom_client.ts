/**
 * A second build entry that only re-exports react-dom's client. It is never loaded itself: an
 * entry besides `main.tsx` that uses react-dom makes esbuild put react-dom in a chunk of its own,
 * which the boot module then evaluates in a task of its own (ADR 0012). In the app's chunk, React's
 * renderer and the site's code were one long task of 70-120 ms on a phone-speed CPU.
 */
export { hydrateRoot } from "react-dom/client";
