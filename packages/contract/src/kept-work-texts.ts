// User-facing texts of work kept as it is typed: a group lesson's profit impact and notes, saved
// while the member writes, and the drafts of mail, replies, notes and tickets kept in the browser.
// Not spec texts: the spec names none for either.

export const LESSON_TEXT_MESSAGES = {
  saving: 'Saving…',
  saved: 'Saved',
  offline: 'Offline: kept on this device and saved when you are back online.',
  invalid: 'Not saved: correct the field marked above.',
  failed: (reason: string) => `Not saved yet: ${reason} Kept on this device; trying again every few seconds.`,
} as const;

export const DRAFT_MESSAGES = {
  restored: 'Draft restored.',
  discard: 'Discard draft',
  noteKept: 'A note you started is kept as a draft.',
  continueNote: 'Continue writing it',
} as const;
