/**
 * Words of the cookie banner, its manage view and the /cookies controls
 * (docs/requirements.md#consent-banner, #cookies-page). Button labels are fixed by the
 * requirements. Category names and descriptions come from `shared/content/legal/cookies.ts`, which
 * the policy text also uses.
 */

/** Copy of the consent interface. */
export const CONSENT_COPY = {
  bannerTitle: "Your cookie choices",
  bannerText:
    "With your permission we use analytics to learn which pages help visitors. Nothing optional is stored until you choose, and you can change your mind at any time under Cookie settings.",
  policyLink: "Read our cookie policy",
  acceptAll: "Accept All",
  declineAll: "Decline All",
  rejectAll: "Reject All",
  manage: "Manage",
  savePreferences: "Save Preferences",
  manageTitle: "Manage cookie preferences",
  manageIntro:
    "Choose which optional categories to allow. Necessary storage is always on because it remembers this choice.",
  close: "Close cookie preferences",
  alwaysOn: "Always on",
  pageControlsTitle: "Your preferences",
  pageControlsIntro:
    "Optional categories are off until you switch them on. Your choice applies straight away and is kept in this browser.",
  savedOn: "Your current choice was saved on",
  noChoiceYet: "You have not made a choice yet, so every optional category is off.",
  savedTitle: "Cookie preferences saved",
  /** Description of the toast (or announcement) after a choice, by outcome. */
  savedAccepted: "All cookie categories are now allowed.",
  savedDeclined: "Only necessary storage is in use. Optional categories are off.",
  savedCustomised: "Your choice of cookie categories has been saved.",
} as const;
