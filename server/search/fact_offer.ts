/**
 * What a question asks the company to offer that a business-to-business distributor may not offer
 * at all, read from the question: a sale or an errand for a private buyer, the tracking of the
 * asker's own order, an account on the site, parking, another business's opening hours, a press
 * office, a price list, a procedure with another named organisation. Each is answered only by a
 * sentence offering it (`fact_statement.ts`), which a page sharing the question's words may lack.
 * Separate from `fact_type.ts`, which orders the readings, because none of these is a fact stated
 * in a form of its own: each asks whether a service exists, often of someone other than the
 * company.
 */
import { isOtherName } from "./fact_identity.ts";

/**
 * The asker's own order: "track my parcel", "where is my delivery", "the status of my order" (a
 * word may stand between: "my online order", "my parcle delivery", a typo of one noun before
 * another), or
 * an order reference the asker holds ("order number CB-20931", "tracking number 48213"). Its status
 * is known to whoever sent it, and a page states it only for a site that tracks orders.
 */
export const OWN_ORDER =
  /\b(?:track|trace|tracking|where(?:'s| is| are)|status of|chase|locate)\b.*\bmy (?:[a-z]+ )?(?:parcels?|orders?|deliver(?:y|ies)|packages?|shipments?|consignments?)\b|\b(?:order|tracking|reference|consignment|parcel) (?:number|no|ref)\.?:?\s*[a-z]*-?\d{4,}\b/;

/**
 * The asker acting as a private person (a consumer), which a business-to-business site serves no
 * one as: buying "for personal use" or "for my own use", something "near me", sent to "our home
 * address" or "for my home" (not a "home market" or "home country", a brand's), "with home
 * delivery" (not "home delivery to shops", a business's), or an account of the asker's with
 * another company named ("my facebook account"). "Near me" with whom the company works
 * ({@linkcode WORK_WITH_ASKED}) is a business asking.
 */
const PRIVATE_ASKER =
  /\bfor (?:my|our) (?:own |personal )?use\b|\bfor personal use\b|\bnear me\b|\b(?:to|for|at) (?:my|our) (?:own )?(?:home|house|flat)\b(?! (?:market|country|nation|region|brand|town)s?\b)|\bhome (?:address|delivery)\b(?! (?:to|for) (?:shops|stores|retailers|businesses|outlets)\b)/;
/**
 * The company asked whom it works with, supplies or serves ("do you work with retailers near me"):
 * the asker is a business looking for partners, not a private buyer.
 */
const WORK_WITH_ASKED =
  /\b(?:you|your [a-z]+) (?:work with|partner with|supply|serve|cover|reach|deal with)\b/;
/** An account of the asker's with a named company: "my facebook account", "my Tesco Clubcard". */
const OWN_ACCOUNT =
  /\bmy ([a-z]+) (?:account|profile|clubcard|card|subscription|membership|login)\b/;

/**
 * Signing up for another company's scheme for shoppers: "sign up for a Tesco Clubcard", "apply for
 * a Nectar card". A number or a licence applied for from a named body ("apply for an EORI number
 * with HMRC") is a business's registration, which the pages may well explain.
 */
const OTHER_SCHEME =
  /\b(?:sign up|apply|register) for (?:a|an) ([a-z]+)\b(?! (?:numbers?|licen[cs]es?|registrations?|certificates?|codes?|permits?)\b)/;

/**
 * The asker speaking of what a business has to sell ("my products", "our brand", "my shop"): "near
 * me" or "our home region" then places a business, not a private buyer ("Can shoppers buy my
 * products near me once you list them?").
 */
const BUSINESS_ASKER =
  /\b(?:my|our) (?:own )?(?:products?|brands?|ranges?|shops?|stores?|business|company|stock|lines?)\b/;

/**
 * Whether the asking sentence `lower` asks as a private buyer: a private person's errand, not
 * with whom the company works nor of what a business has to sell, or an account or a shoppers'
 * scheme of another company named ("my instagram account", "a Costco membership").
 */
export function privateAsked(lower: string): boolean {
  return (PRIVATE_ASKER.test(lower) && !WORK_WITH_ASKED.test(lower) &&
    !BUSINESS_ASKER.test(lower)) ||
    isOtherName(OWN_ACCOUNT.exec(lower)?.[1]) ||
    isOtherName(OTHER_SCHEME.exec(lower)?.[1]);
}

/**
 * An account of the visitor's on the site: logging or signing in, a portal, a password, a
 * newsletter to subscribe to or leave, an account to open ("open a trade account"). Only a site
 * that offers one can answer; "sign up" alone is signing a contract with the company.
 */
export const ACCOUNT_ASKED =
  /\b(?:log ?in|log on|logon|sign in|portal|password|newsletters?|(?:un)?subscribe|open (?:a|an) (?:[a-z]+ )?account)\b/;

/**
 * Parking asked after ("is there parking at your office", "where can I park near Pump Lane"): a
 * facility the contact section's address and hours do not state.
 */
export const PARKING_ASKED =
  /\b(?:parking|car park|parkng|park (?:my|the|a|near|at|in|nearby|outside))\b|\bwhere (?:can|do|should) (?:i|we) park\b/;

/**
 * Opening hours of another business named in the question ("What time does the Tesco in Hayes
 * close?", "tesco express opening times sunday", "opening hours of Windsor Castle"): the name is
 * no word of general English, not the company's, and not a day or a month.
 */
const HOURS_OF_NAMED =
  /^what time (?:does|do|is|are) (?:the )?([a-z]+)\b.*\b(?:open|close|shut|opening|closing)\b|^([a-z]+)(?: [a-z]+)? (?:opening|closing) (?:times|hours)\b|\b(?:opening|closing) (?:times|hours) (?:of|at|for) (?:the )?([a-z]+)\b/;

/** Whether the asking sentence `lower` asks for the opening hours of another business named. */
export function hoursElsewhereAsked(lower: string): boolean {
  const hours = HOURS_OF_NAMED.exec(lower);
  return hours !== null && isOtherName(hours[1] ?? hours[2] ?? hours[3]);
}

/**
 * A press office or the material it hands out: "press office", "media kit", "press pack", "press
 * releases", "newsroom". A department or a download the company offers to journalists, which a page
 * mentioning the trade press does not offer; a "press contact" is any contact and is not read.
 */
export const PRESS_ASKED =
  /\b(?:press|media) (?:office|kit|pack|centre|center|room|releases?)s?\b|\bnewsroom\b/;

/**
 * A price list asked for ("wholesale price list", "your pricelist", "a rate card"): a document the
 * company would hand out, which a page quoting some other sum (a levy, a threshold) does not offer.
 */
export const PRICE_LIST_ASKED = /\bprice ?lists?\b|\bprice sheets?\b|\brate cards?\b/;

/**
 * A procedure with another organisation the question names ("How do I register my trade mark with
 * the UK IPO?", "how can we apply to HMRC for…"): only a page naming that organisation tells how
 * to deal with it. The name is no word of general English nor the company's.
 */
const PROCEDURE_WITH =
  /^how (?:do|can|should|would|could) (?:i|we)\b.*?\b(?:with|at|to|from|through) (?:the )?(?:uk |british )?([a-z]+)\b/;

/** Whether the asking sentence `lower` asks how to deal with another organisation named. */
export function procedureElsewhereAsked(lower: string): boolean {
  return isOtherName(PROCEDURE_WITH.exec(lower)?.[1]);
}
