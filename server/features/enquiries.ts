/**
 * The enquiry feature: `POST /api/contact` and the enquiry store. Store first, then notify: the
 * e-mail outbox's row rides in the enquiry's own write (a companion), and the sender is woken.
 */
import { createContactApi } from "../api/contact.ts";
import { CONTACT_RATE_RULE } from "../rate_limit/config.ts";
import {
  createEnquiryStore,
  type EnquiryCompanion,
  type EnquiryStore,
} from "../enquiries/store.ts";
import { createThreadStore, type ThreadStore } from "../enquiries/thread.ts";
import { createSavedReplyStore, type SavedReplyStore } from "../enquiries/saved_replies.ts";
import type { RateRule } from "../rate_limit/store.ts";
import type { Feature, FeatureContext } from "./feature.ts";

/** The wired enquiry feature. */
export interface EnquiriesFeature extends Feature {
  store: EnquiryStore;
  /** The e-mail thread of each enquiry (staff replies and answers). */
  thread: ThreadStore;
  /** The saved replies staff pick from when they reply. */
  savedReplies: SavedReplyStore;
}

/** Options of {@linkcode wireEnquiries}. */
export interface EnquiriesOptions {
  /** Rows written with each enquiry (the outbox notification). */
  companions: EnquiryCompanion[];
  /** Called after an enquiry is stored (wakes the sender). */
  onStored: () => void;
  /** Replaces the allowance (tests). */
  rateRule?: RateRule;
}

/** Wires the enquiry store and API. */
export function wireEnquiries(ctx: FeatureContext, options: EnquiriesOptions): EnquiriesFeature {
  const store = createEnquiryStore({
    db: ctx.db,
    writer: ctx.writer,
    now: ctx.now,
    companions: options.companions,
  });
  const rateRule = options.rateRule ??
    { ...CONTACT_RATE_RULE, limit: ctx.config.limits.contactPerTenMinutes };
  return {
    api: [{
      path: "/api/contact",
      app: createContactApi({
        enquiries: store,
        rateLimits: ctx.rateLimits,
        rateRule,
        onStored: options.onStored,
      }),
    }],
    store,
    thread: createThreadStore({ db: ctx.db }),
    savedReplies: createSavedReplyStore({ db: ctx.db, writer: ctx.writer }),
  };
}
