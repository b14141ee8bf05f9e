/**
 * Text of the staff content screens (ADR 0014). Field labels live with the field specs
 * (field_specs.ts); the conflict message is the API's own (`CONTENT_MESSAGES.stale`).
 */

/** The header of every content screen. */
export const SHELL_TEXT = {
  back: "Staff area",
  content: "Content",
  label: "Content screens",
  signedInAs: "Signed in as",
  signOut: "Sign out",
} as const;

/** The list of collections, /admin/content. */
export const LIST_TEXT = {
  title: "Content",
  metaDescription:
    "Staff-only: the site's insights, case studies, brands, people, FAQ and company details.",
  intro:
    "Everything a visitor reads that changes: write drafts, preview them, publish now or at a set time.",
  show: "Show",
  all: "All collections",
  state: "State",
  allStates: "Every state",
  /** The state filter's choices (`?state=`), in workflow order. */
  states: { draft: "Drafts", scheduled: "Scheduled", published: "Published" },
  emptyInState: "Nothing in this state.",
  loading: "Loading content...",
  loadError: (message: string): string => `Could not load the content: ${message}`,
  retry: "Try again",
  empty: "Nothing here yet.",
  newItem: (noun: string): string => `New ${noun}`,
  editCompany: "Edit company details",
  columns: { title: "Title", status: "Status", updated: "Last saved" },
  savedBy: (when: string, who: string): string => `${when} by ${who}`,
  count: (count: number): string => `${count} ${count === 1 ? "item" : "items"}`,
} as const;

/** The edit screen. */
export const EDIT_TEXT = {
  newTitle: (noun: string): string => `New ${noun}`,
  editTitle: (noun: string): string => `Edit ${noun}`,
  loading: "Loading...",
  loadError: (message: string): string => `Could not load this item: ${message}`,
  unknownCollection: "There is no such collection.",
  backToList: "All content",
  backToEditor: "Back to the editor",
  status: "Status",
  lastSaved: (when: string, who: string): string => `Last saved ${when} by ${who}`,
  checkFields: "Check the marked fields.",
  created: "Created.",
  saved: "Saved.",
  published: "Published.",
  scheduled: (when: string): string => `Scheduled for ${when}.`,
  unpublished: "Unpublished: it is a draft again.",
  restored: (version: number): string => `Restored version ${version}.`,
  restoreStale:
    "Someone else saved this item meanwhile; their version is shown now. Restore again if you still want the older one.",
  deleted: "Deleted.",
} as const;

/** The workflow buttons and the autosave status. */
export const WORKFLOW_TEXT = {
  label: "Publishing",
  saveDraft: "Save draft",
  saveChanges: "Save changes",
  saving: "Saving...",
  preview: "Preview",
  closePreview: "Back to editing",
  publishNow: "Publish now",
  schedule: "Schedule",
  scheduleAt: "Publish at (UK time)",
  scheduleHint: "The time in London; it goes live on its own at that minute.",
  scheduleConfirm: "Schedule",
  schedulePast: "Choose a time in the future.",
  cancel: "Cancel",
  unpublish: "Unpublish",
  delete: "Delete",
  deleteTitle: "Delete this item?",
  deleteText: "It leaves the site at once and cannot be brought back from here.",
  deleteConfirm: "Delete permanently",
  savedAt: (clock: string): string => `Saved at ${clock}`,
  autosavedAt: (clock: string): string => `Draft autosaved at ${clock}`,
  unsaved: "Unsaved changes",
  unsavedPublished: "Unsaved changes: published items are saved only when you press Save changes.",
  autosavePaused: "Autosave paused: check the marked fields.",
  uploading: "Saving and publishing wait until the image has uploaded.",
  firstSave: "Save the draft once; after that it saves itself as you type.",
} as const;

/** The conflict panel (ADR 0014: 409 on a stale version). */
export const CONFLICT_TEXT = {
  heading: "Someone else saved this item",
  theirs: (who: string, when: string): string => `Their version: saved by ${who} at ${when}.`,
  kept: "Your text is still in the editor and has not been saved.",
  showTheirs: "How their version differs from yours",
  legend:
    "Your words that they do not have are underlined; their words you do not have are struck through.",
  overwrite: "Overwrite with mine",
  discard: "Discard mine and load theirs",
} as const;

/** The revisions panel. */
export const REVISIONS_TEXT = {
  heading: "Revisions",
  show: "Show revisions",
  hide: "Hide revisions",
  loading: "Loading revisions...",
  loadError: (message: string): string => `Could not load the revisions: ${message}`,
  none: "No revisions yet.",
  columns: { version: "Version", kind: "Kind", who: "Saved by", when: "When" },
  kinds: { save: "Save", autosave: "Autosave", restore: "Restore", seed: "Original" },
  view: (version: number): string => `View version ${version}`,
  viewing: (version: number, when: string): string => `Version ${version}, saved ${when}`,
  compare: "Compare with current",
  restore: (version: number): string => `Restore version ${version}`,
  restoreUnsaved: "Save or discard your changes before restoring an older version.",
  close: "Close",
  unchanged: "No field differs from the current version.",
  added: "Added",
  removed: "Removed",
  legend: "Added words are underlined, removed words struck through.",
  current: "current",
} as const;

/** The body editor's toolbar and its dialogs. */
export const EDITOR_TEXT = {
  toolbar: "Formatting",
  bodyHint: "Headings, lists, links, quotes, tables and images. Every image needs alt text.",
  h2: "Heading",
  h3: "Subheading",
  bold: "Bold",
  italic: "Italic",
  bulletList: "Bulleted list",
  orderedList: "Numbered list",
  link: "Link",
  quote: "Quote",
  table: "Insert table",
  addRow: "Add row",
  deleteRow: "Remove row",
  deleteTable: "Remove table",
  image: "Insert image",
  undo: "Undo",
  redo: "Redo",
  linkTitle: "Link",
  linkUrl: "Address (https://…, mailto: or /a-page)",
  linkBad: "Use an https:// or mailto: address, or a path on this site starting with /.",
  linkApply: "Apply link",
  linkRemove: "Remove link",
  imageTitle: "Insert an image",
  imageFile: "Image file (JPEG, PNG or WebP, at most 10 MB)",
  imageAlt: "Alt text",
  imageAltHint: "Describe what the image shows for someone who cannot see it.",
  imageInsert: "Insert image",
  uploading: "Uploading...",
  uploadProgress: "Upload progress",
  processing: "Processing the image...",
  uploaded: "Uploaded.",
  uploadFailed: (message: string): string => `Upload failed: ${message}`,
} as const;

/** An image field (hero image, logo, photo). */
export const IMAGE_FIELD_TEXT = {
  choose: "Upload an image",
  replace: "Replace image",
  remove: "Remove image",
  current: "Current image",
  none: "No image.",
  alt: "Alt text",
  altHint: "Required with an image: what it shows.",
  loading: "Loading the current image...",
  missing: "This image no longer exists: upload or choose another.",
  library: "Choose from library",
} as const;

/** A choice from a managed list (an insight's Category). */
export const CHOICE_TEXT = {
  choose: "Choose one…",
  notInList: (value: string): string => `${value} (not in the list)`,
  loadFailed: (list: string): string =>
    `The ${list.toLowerCase()} could not be loaded: reload the page to choose another`,
} as const;

/** The media library dialog of an image field. */
export const LIBRARY_TEXT = {
  title: "Choose an image",
  loading: "Loading images...",
  empty: "No images have been uploaded yet.",
  failed: (message: string): string => `The images could not be loaded: ${message}`,
  use: (name: string): string => `Use ${name}`,
  noAlt: "No alt text yet",
  unused: "Not used yet",
  usedBy: "Used by",
  size: (width: number, height: number, bytes: number): string =>
    `${width} × ${height} px, ${Math.max(1, Math.round(bytes / 1024))} KB`,
  delete: "Delete",
  deleteName: (name: string): string => `Delete ${name}`,
  deleted: "Image deleted.",
  cancel: "Cancel",
} as const;

/** The preview. */
export const PREVIEW_TEXT = {
  banner: "Preview: this is how the page will look. Visitors cannot see unpublished changes.",
  savedBanner: "Preview of the saved version.",
  open: "Preview of the saved version",
  by: "By",
  untitled: "Untitled",
  notArticle: "Only insights have an article preview; other items show their fields.",
} as const;
