/**
 * Text of the staff screens. The admin screen's strings are verbatim from
 * docs/requirements.md#admin ("Admin Panel", "Send All Contact Submissions", "Sending emails...",
 * the list heading, the empty, loading and error states and the backlog alerts); the rest is ours,
 * in the same voice.
 */
import type { ReplyDelivery } from "../../schemas/enquiry_thread.ts";
import type { OutboxStatus } from "../../schemas/staff.ts";

/** The admin screen. */
export const ADMIN_TEXT = {
  title: "Admin Panel",
  intro: "Enquiries received through the website. Only signed-in staff can see them.",
  sendAll: "Send All Contact Submissions",
  sending: "Sending emails...",
  listHeading: (count: number): string => `Contact Submissions (${count})`,
  empty: "No contact submissions yet.",
  emptyFiltered: "No contact submissions match these filters.",
  loading: "Loading contacts...",
  loadError: (message: string): string => `Error loading contacts: ${message}`,
  loadFailed: "Failed to fetch contacts",
  /** The staff shell's skip link on this screen: past the filters to the list. */
  skipToList: "Skip to enquiries",
  backlogSuccess: (count: number, email: string): string =>
    `Success! Sent ${count} emails to ${email}`,
  backlogFailure: "Failed to send emails. Check console for details.",
  exportCsv: "Export CSV",
  exportXlsx: "Export Excel",
  previous: "Previous page",
  next: "Next page",
  pageOf: (page: number, pages: number): string => `Page ${page} of ${pages}`,
} as const;

/** Labels of the fields of one enquiry and of the work on it. */
export const ENQUIRY_LABELS = {
  reference: "Reference",
  company: "Company",
  phone: "Phone",
  interest: "Interest",
  source: "Form",
  received: "Received",
  due: "Reply due",
  overdue: "Overdue",
  owner: "Owner",
  unassigned: "Unassigned",
  you: (email: string): string => `${email} (you)`,
  notification: "Staff e-mail",
  message: "Message",
  status: "Status",
  save: "Save",
  saving: "Saving...",
  saved: "Saved.",
  saveFailed: "Could not save. Please try again.",
  back: "Back to enquiries",
  select: "Choose an enquiry from the list to see it here.",
  notFound: "This enquiry is no longer held.",
  open: (name: string, reference: string): string => `${name}, ${reference}`,
} as const;

/** The notes thread of an enquiry. */
export const NOTES_TEXT = {
  heading: (count: number): string => `Notes (${count})`,
  empty: "No notes yet.",
  label: "Add a note",
  hint: "Notes are kept with the enquiry and cannot be edited. Up to 5,000 characters.",
  add: "Add note",
  adding: "Adding...",
  added: "Note added.",
  failed: "Could not add the note. Please try again.",
  by: (author: string, when: string): string => `${author}, ${when}`,
} as const;

/** The e-mail conversation of an enquiry and the reply form. */
export const THREAD_TEXT = {
  heading: (count: number): string => `Conversation (${count})`,
  empty:
    "No replies yet. A reply is e-mailed to the enquirer from the company address, and their answer comes back here.",
  replied: (who: string, when: string): string => `${who} replied, ${when}`,
  answered: (who: string, when: string): string => `${who} answered, ${when}`,
  you: "You",
  delivery: {
    pending: "Waiting to send",
    sending: "Sending",
    sent: "Sent",
    dead: "Not sent: see failed e-mails",
  } satisfies Record<ReplyDelivery, string>,
  label: (name: string): string => `Reply to ${name}`,
  hint: (email: string, reference: string): string =>
    `E-mailed to ${email} with ${reference} in the subject. Plain text, up to 10,000 characters. A New or In progress enquiry becomes Answered.`,
  send: "Send reply",
  sending: "Sending...",
  sent: "Reply saved and queued for sending.",
  failed: "Could not send the reply. Please try again.",
} as const;

/** The saved replies: picked to fill the reply box, added from it, removed. */
export const SAVED_REPLIES_TEXT = {
  pick: "Start from a saved reply",
  choose: "Choose a saved reply",
  manage: (count: number): string => `Saved replies (${count})`,
  none: "No saved replies yet.",
  remove: "Remove",
  removeLabel: (title: string): string => `Remove saved reply ${title}`,
  title: "Title",
  hint:
    "Saves the reply box's text for everyone. {name} and {reference} are filled in for each enquiry.",
  save: "Save reply box as saved reply",
  saving: "Saving...",
  saved: (title: string): string => `Saved "${title}".`,
  removed: (title: string): string => `Removed "${title}".`,
  failed: "Could not change the saved replies. Please try again.",
} as const;

/** The status and owner tabs above the list, with their counts. */
export const STATUS_BAR_TEXT = {
  statusLabel: "Enquiries by status",
  ownerLabel: "Enquiries by owner",
  all: "All",
  anyone: "Anyone",
  mine: "Mine",
  unassigned: "Unassigned",
  overdue: (count: number): string => `${count} overdue`,
  sort: "Order",
  newest: "Newest first",
  dueSoonest: "Reply due soonest",
} as const;

/** How the state of an enquiry's notification e-mail reads to staff. */
export const NOTIFICATION_LABELS: Record<OutboxStatus, string> = {
  pending: "Waiting to send",
  sending: "Sending",
  sent: "Sent",
  dead: "Failed",
};

/** The filter form. */
export const FILTER_TEXT = {
  heading: "Filter enquiries",
  search: "Search",
  searchHint: "Name, e-mail, company, message or reference",
  interest: "Interest",
  anyInterest: "All interests",
  status: "Status",
  anyStatus: "All statuses",
  from: "Received from",
  to: "Received to",
  apply: "Apply filters",
  clear: "Clear filters",
  toggle: "Search and filters",
} as const;

/** The e-mail queue panel. */
export const QUEUE_TEXT = {
  heading: "E-mail to the staff inbox",
  intro: (email: string): string =>
    `Each new enquiry is e-mailed to ${email}. Sending all submissions queues one e-mail per enquiry.`,
  summary: (waiting: number, sent: number, failed: number): string =>
    `${waiting} waiting, ${sent} sent, ${failed} failed`,
  progress: (sent: number, total: number): string => `Sending: ${sent} of ${total} e-mails sent`,
  done: (sent: number, failed: number): string =>
    failed ? `Finished: ${sent} sent, ${failed} failed.` : `Finished: all ${sent} e-mails sent.`,
  failuresHeading: "E-mails that could not be sent",
  transportDown: (since: string): string =>
    `SMTP unreachable since ${since}. E-mails wait and are sent as soon as it answers.`,
  attempts: (count: number): string => `${count} attempt${count === 1 ? "" : "s"}`,
  retry: "Retry",
  retryAll: "Retry all failed",
  retried: "Queued again.",
  actionFailed: "That did not work. Please try again.",
  confirm: (count: number, email: string): string =>
    `Send ${count} e-mail${count === 1 ? "" : "s"}, one for each stored enquiry, to ${email}?`,
  confirmSend: (count: number): string => `Send ${count} e-mail${count === 1 ? "" : "s"}`,
  cancel: "Cancel",
  counting: "Counting enquiries...",
} as const;

/** The erasure panel (UK GDPR Art. 17). */
export const ERASURE_TEXT = {
  heading: "Erase personal data",
  intro:
    "Deletes every enquiry from one e-mail address, with its notes and e-mails. Use it for an erasure request; it cannot be undone.",
  email: "E-mail address",
  find: "Find data",
  invalid: "Enter a valid e-mail address.",
  nothing: (email: string): string => `Nothing is held for ${email}.`,
  found: (enquiries: number, messages: number, email: string): string =>
    `Found ${enquiries} enquir${enquiries === 1 ? "y" : "ies"} and ${messages} e-mail${
      messages === 1 ? "" : "s"
    } for ${email}.`,
  confirm: "Erase permanently",
  cancel: "Cancel",
  erasing: "Erasing...",
  done: (enquiries: number, email: string): string =>
    `Erased ${enquiries} enquir${enquiries === 1 ? "y" : "ies"} for ${email}.`,
  failed: "Could not erase the data. Please try again.",
  pending:
    "Erasure pending: another reader holds the log. The data is off the site; its last copies leave the database files when that reader finishes (the site keeps trying). Erase again later to confirm.",
} as const;

/** The staff bar of every staff screen (the screens' names are in staff_nav.ts). */
export const STAFF_BAR_TEXT = {
  label: "Staff area",
  navLabel: "Staff screens",
  signedInAs: "Signed in as",
  signOut: "Sign out",
  signingOut: "Signing out...",
  /** The skip link's words when a screen names no list of its own. */
  skipToContent: "Skip to content",
  /** Shown, and describing the screen's controls, until they work (the page has hydrated). */
  waiting: "Getting this screen ready…",
} as const;

/**
 * A staff screen the signed-in role may not use (an editor on an admin's screen,
 * docs/requirements.md#staff-roles); the API's 403 says `message` too.
 */
export const STAFF_FORBIDDEN_TEXT = {
  title: "Not available",
  message: "This part of the staff area needs an administrator account.",
  contentLink: "Go to Content",
} as const;

/** The sign-in screen. */
export const LOGIN_TEXT = {
  title: "Staff sign in",
  metaDescription:
    "Sign in to the staff area to review enquiries received through the website. Staff accounts are set up by an administrator; there is no public sign-up.",
  intro: "Sign in with your staff account to review enquiries received through the website.",
  email: "E-mail address",
  password: "Password",
  submit: "Sign in",
  submitting: "Signing in...",
  expired: "Your session has ended. Please sign in again.",
  failed: "Sign-in is unavailable at the moment. Please try again shortly.",
  note:
    "Staff accounts are set up by an administrator; there is no public sign-up. If you have forgotten your password, ask an administrator to e-mail you a reset link.",
} as const;

/** The audit log screen. */
export const AUDIT_TEXT = {
  title: "Audit log",
  metaDescription:
    "Record of staff actions in the admin area: sign-ins, exports, erasures, status changes and e-mail sends, newest first, for accountability under UK GDPR.",
  intro: "Staff actions in this area, newest first.",
  loading: "Loading audit log...",
  loadError: (message: string): string => `Error loading audit log: ${message}`,
  empty: "No staff actions recorded yet.",
  columns: {
    at: "Time",
    actor: "Staff member",
    action: "Action",
    enquiry: "Enquiry",
    detail: "Details",
  },
  erasedEnquiry: (reference: string): string => `${reference} (no longer held)`,
  newer: "Newer entries",
  older: "Older entries",
} as const;

/** The accounts screen (/admin/staff, docs/requirements.md#staff-accounts). */
export const ACCOUNTS_TEXT = {
  title: "Staff accounts",
  metaDescription:
    "Invite staff, change their role, disable or re-enable an account and e-mail a password reset link.",
  intro:
    "Invite staff by e-mail, change what they may do, and disable an account the moment someone leaves.",
  inviteHeading: "Invite someone",
  inviteHint:
    "They receive a link that works once, for 72 hours, to choose their own password. An administrator does everything; an editor publishes content only.",
  email: "E-mail address",
  role: "Role",
  roles: { admin: "Administrator", editor: "Editor" },
  invite: "Send invitation",
  inviting: "Sending...",
  invited: (email: string, expiresAt: string) =>
    `Invitation sent to ${email}. The link works until ${expiresAt}.`,
  listHeading: "Accounts",
  loading: "Loading accounts...",
  loadError: (message: string) => `Error loading accounts: ${message}`,
  you: "you",
  status: { active: "Active", disabled: "Disabled", invited: "Invitation sent" },
  lastSignIn: "Last sign-in",
  neverSignedIn: "Never signed in",
  makeAdmin: "Make administrator",
  makeEditor: "Make editor",
  disable: "Disable",
  enable: "Enable",
  sendReset: "E-mail a password reset link",
  sendInvitation: "Send the invitation again",
  working: "Saving...",
  changed: {
    role: (email: string, role: string) => `${email} is now an ${role.toLowerCase()}.`,
    disabled: (email: string) => `${email} is disabled and signed out everywhere.`,
    enabled: (email: string) => `${email} can sign in again.`,
  },
  unassigned: (count: number) =>
    ` ${count} enquir${count === 1 ? "y" : "ies"} returned to unassigned.`,
  linkSent: (email: string, expiresAt: string) =>
    `A link was e-mailed to ${email}. It works once, until ${expiresAt}.`,
  failed: "That did not work. Please try again.",
} as const;

/** The page an e-mailed link opens (/admin/password). */
export const PASSWORD_TEXT = {
  titleInvitation: "Set up your staff account",
  titleReset: "Choose a new password",
  titleProblem: "This link cannot be used",
  metaDescription:
    "Choose the password of your staff account with the link an administrator sent you.",
  intro: (email: string, expiresAt: string) =>
    `For ${email}. This link works once, until ${expiresAt}.`,
  password: "New password",
  repeat: "Repeat the password",
  hint:
    "At least 12 characters. A phrase of unrelated words is easiest to remember; common passwords, your name and the company's name are refused.",
  mismatch: "The passwords do not match",
  submit: "Set password",
  submitting: "Setting password...",
  done: "Your password is set.",
  signIn: "Sign in",
  toSignIn: "Go to the sign-in page",
  failed: "Setting the password is unavailable at the moment. Please try again shortly.",
} as const;
