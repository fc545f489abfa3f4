import { useLayoutEffect, useState } from 'react';
import { useUser } from '../session/session-context.ts';
import { draftOf, fillForm } from './form-fields.ts';
import { readDraft, removeDraft, writeDraft } from './draft-store.ts';

export interface Draft {
  /** Goes on the <form> as its ref: the fields are found through it. */
  attach: (form: HTMLFormElement | null) => void;
  /** Goes on the <form> as onChange: every change is kept at once (a refresh may come any moment). */
  keep: () => void;
  /** A kept draft was put back into the form when it opened. */
  restored: boolean;
  /** After a send: the draft is gone. */
  clear: () => void;
  /** The user's "Discard draft": the draft is gone and the form is as it began. */
  discard: () => void;
}

/**
 * The draft of one form of the signed-in user (draft-store.ts), for forms whose fields keep their
 * own values: `formKey` names the form ('mail-new', 'ticket-reply:12'…). What was kept is put back
 * as the form opens; each change is kept; a send clears it.
 */
export function useDraft(formKey: string): Draft {
  const { id: userId } = useUser();
  const [form, attach] = useState<HTMLFormElement | null>(null);
  const [restored, setRestored] = useState(() => readDraft(userId, formKey) !== null);

  // before the first paint, so the form never shows empty and then fills
  useLayoutEffect(() => {
    const values = readDraft(userId, formKey);
    if (values && form) fillForm(form, values);
  }, [form, userId, formKey]);

  const keep = () => {
    const values = form ? draftOf(form) : null;
    if (values) writeDraft(userId, formKey, values);
    else removeDraft(userId, formKey);
  };
  const clear = () => {
    removeDraft(userId, formKey);
    setRestored(false);
  };
  const discard = () => {
    clear();
    form?.reset();
    form?.querySelector<HTMLElement>('input:not([type=hidden]), textarea, select')?.focus();
  };
  return { attach, keep, restored, clear, discard };
}
