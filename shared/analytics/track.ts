/**
 * The page's handle on the analytics tracker (docs/requirements.md#analytics-events), without
 * loading it. The tracker module is fetched only once the visitor allows analytics
 * (`AnalyticsTracker` calls {@linkcode loadTracker}); until then, and after consent is withdrawn,
 * the helpers below do nothing, so components can call them unconditionally.
 */
import type { ConversionOptions } from "./tracker.ts";

type Tracker = typeof import("./tracker.ts");
let tracker: Promise<Tracker> | undefined;

/**
 * The tracker module, loaded on first call; every call shares one load, so calls made through it
 * run in the order they were made. Rejects when the chunk cannot be fetched.
 */
export function loadTracker(): Promise<Tracker> {
  tracker ??= import("./tracker.ts");
  return tracker;
}

/** The tracker if it has been requested (analytics was allowed at some point), else undefined. */
export function loadedTracker(): Promise<Tracker> | undefined {
  return tracker;
}

function whenLoaded(call: (module: Tracker) => void): void {
  // Failures are ignored silently; the tracker itself checks consent before sending.
  void tracker?.then(call).catch(() => {});
}

/** Records a conversion, e.g. `{ label: "enquiry:contact" }` (currency GBP by default). */
export function trackConversion(options: ConversionOptions): void {
  whenLoaded((module) => module.trackConversion(options));
}

/** Records a form interaction, e.g. `trackFormInteraction("contact", "submit")`. */
export function trackFormInteraction(form: string, action: string, field?: string): void {
  whenLoaded((module) => module.trackFormInteraction(form, action, field));
}

/** Records a click on a call to action, e.g. `trackCtaClick("Get in Touch", "hero")`. */
export function trackCtaClick(label: string, placement?: string): void {
  whenLoaded((module) => module.trackCtaClick(label, placement));
}
