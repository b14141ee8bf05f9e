/**
 * Employment asked of the company, read from a question: a job, a vacancy, the company hiring, a
 * trainee's or a student's post, or the asker wishing to work for it ("are you hiring?", "Do you
 * run a graduate programme?"). Separate from `fact_type.ts`, which orders the readings, because
 * the words of a job ("job", "role", "placement") have other senses on the site (a task, the
 * company hired by a brand, a product's placement on a shelf) that only their own rules tell
 * apart; whether a sentence offers a job is `fact_statement.ts`.
 */
import { COMPANY_FIRST } from "./fact_identity.ts";

/**
 * Employment at the company, in the senses WordNet gives first for the words (a job as the
 * activity one is paid for, a vacancy as an unfilled position, hiring as engaging for work): a
 * job to be had ("any job openings", "a job with you", "apply for a job", "jobs" asked after in a
 * keyword query or with "any"), vacancies, careers, internships or apprenticeships, the company
 * hiring or recruiting ("are you hiring", "is Crownbridge recruiting"), or the asker wishing to
 * work for it ("I'd love to work in one of your warehouses", "join your team"). A job as a task
 * ("half the job", "what job does a broker do") and the company hired by a brand ("can we hire you
 * for branding") are not employment.
 */
const EMPLOYMENT_ASKED = new RegExp(
  [
    String.raw`\bjob (?:openings?|vacanc(?:y|ies)|opportunit(?:y|ies)|applications?|offers?)\b`,
    String.raw`\bany (?:[a-z]+ )?jobs?\b`,
    String.raw`\ba (?:[a-z]+ )?job (?:with|at|in) (?:you|your|${COMPANY_FIRST})\b`,
    String.raw`\bapply for (?:a |any )?(?:[a-z]+ )?(?:jobs?|roles?|positions?)\b`,
    String.raw`\b(?:vacanc(?:y|ies)|careers|internships?|apprenticeships?)\b`,
    String
      .raw`\b(?:are|is) (?:you|${COMPANY_FIRST}|the company|your company) (?:currently |still )?(?:hiring|recruiting|employing|taking on)\b`,
    String.raw`\bjoin (?:your|the ${COMPANY_FIRST}) (?:team|company|staff)\b`,
  ].join("|"),
);
/**
 * A learner taken on for work, or the time or scheme of it: WordNet's nouns for someone learning a
 * trade on the job ("trainee", "apprentice", an "intern" as a noun: "take interns", "an intern";
 * the verb "intern" is to confine), a traineeship, work experience, a placement taken by a student
 * ("a summer placement", "placement students", "a year in industry"; a product's "placement" on a
 * shelf is not one), and a scheme, programme or job named by who takes it or when ("graduate
 * scheme", "trainee programme", "summer jobs", "weekend work"). Each is a post the company would
 * have to offer, as a job is.
 */
const LEARNER_POST = new RegExp(
  [
    String.raw`\btrainee(?:s|ships?)?\b`,
    String.raw`\bapprentices?\b`,
    String.raw`\b(?:interns|an intern)\b`,
    String.raw`\bwork experience\b`,
    String.raw`\byear in industry\b`,
    String
      .raw`\b(?:summer|student|students|industrial|industry|work|paid|unpaid|university|uni|sandwich) placements?\b`,
    String.raw`\bplacement (?:students?|years?|schemes?|programmes?|programs?)\b`,
    String
      .raw`\b(?:graduate|grad|trainee|training|management|leadership|apprentice|placement) (?:schemes?|programmes?|programs?)\b`,
    String
      .raw`\b(?:summer|holiday|weekend|seasonal|part-time|part time|saturday|student|graduate|grad|entry-level|entry level) (?:jobs?|work|roles?|positions?)\b`,
  ].join("|"),
);
/** Plural "jobs" in a keyword query ("warehouse jobs hayes"): jobs to be had. */
const JOBS_KEYWORDS = /\bjobs\b/;
/**
 * The asker wishing to work for the company, anywhere in the question ("I'd love to work in one of
 * your warehouses", "looking for work near Hayes"): with a job, role, position or opening asked
 * after, employment. "We'd love to work with you" alone asks for a partnership.
 */
const WISH_TO_WORK =
  /\b(?:love|like|want|wish|hoping|hope|looking) to (?:work|join)\b|\blooking for (?:a )?(?:work|job)\b/;
/** A job, role, position or opening named in the asking sentence. */
const POST = /\b(?:jobs?|roles?|positions?|openings?)\b/;

/**
 * Whether `question` (its asking sentence in lower case `lower`; `keywords` when it is a keyword
 * query) asks for employment at the company: a job, vacancy or career asked after, a learner's
 * post, jobs in a keyword query, or a wish to work for the company with a post named.
 */
export function employmentAsked(question: string, lower: string, keywords: boolean): boolean {
  return EMPLOYMENT_ASKED.test(lower) || LEARNER_POST.test(lower) ||
    (keywords && JOBS_KEYWORDS.test(lower)) ||
    (WISH_TO_WORK.test(question.toLowerCase()) && POST.test(lower));
}
