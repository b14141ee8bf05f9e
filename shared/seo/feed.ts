/**
 * The Atom feed of insights (RFC 4287): its path, linked from the insights pages' head so feed
 * readers find it (`<link rel="alternate" type="application/atom+xml">`).
 */

/** Path of the feed. */
export const FEED_PATH = "/feed.xml";

/** Media type of the feed. */
export const FEED_TYPE = "application/atom+xml";
