/**
 * The Atom feed of insights (RFC 4287): its path, linked from the insights pages' head so feed
 * readers find it (`<link rel="alternate" type="application/atom+xml">`).
 */
import { COMPANY_NAME } from "../content/company.ts";

/** Path of the feed. */
export const FEED_PATH = "/feed.xml";

/** Media type of the feed. */
export const FEED_TYPE = "application/atom+xml";

/** Title of the feed, in the feed itself and in the pages' `<link rel="alternate">`. */
export const FEED_TITLE = `Insights | ${COMPANY_NAME}`;
