// Drafts of the forms a user writes in (a new mail, a reply, a note, a ticket), kept in
// localStorage per user and form so a refresh or a closed tab loses nothing. Logout clears them
// with the rest of local storage (spec §4), so the next person on the device never sees them.

/** A form's fields by name, as typed. */
export type DraftValues = Record<string, string>;

const PREFIX = 'pas-draft:';

export const draftKey = (userId: number, formKey: string) => `${PREFIX}${userId}:${formKey}`;

const storage = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage);

/** The kept draft, or null when there is none (or what is stored is not one). */
export function readDraft(userId: number, formKey: string): DraftValues | null {
  let raw: unknown;
  try {
    raw = JSON.parse(storage()?.getItem(draftKey(userId, formKey)) ?? 'null');
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const entries = Object.entries(raw);
  if (entries.length === 0 || !entries.every(([, v]) => typeof v === 'string')) return null;
  return Object.fromEntries(entries) as DraftValues;
}

export function writeDraft(userId: number, formKey: string, values: DraftValues): void {
  try {
    storage()?.setItem(draftKey(userId, formKey), JSON.stringify(values));
  } catch {
    // storage full or blocked: the form itself still holds the text; nothing to show
  }
}

export function removeDraft(userId: number, formKey: string): void {
  try {
    storage()?.removeItem(draftKey(userId, formKey));
  } catch {
    // blocked storage holds no draft either
  }
}

export const hasDraft = (userId: number, formKey: string): boolean => readDraft(userId, formKey) !== null;
