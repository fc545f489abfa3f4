import type { DraftValues } from './draft-store.ts';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

// Only what a person types or picks is kept: hidden values come from the page, files cannot be
// stored, and a password never goes into storage.
const SKIPPED_INPUTS = new Set(['hidden', 'file', 'password', 'submit', 'button', 'reset', 'image', 'checkbox', 'radio']);

function controlsOf(form: HTMLFormElement): Control[] {
  return Array.from(form.elements).filter((el): el is Control => {
    if (el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) return el.name !== '';
    return el instanceof HTMLInputElement && el.name !== '' && !SKIPPED_INPUTS.has(el.type);
  });
}

const isChanged = (el: Control) => (el instanceof HTMLSelectElement
  ? Array.from(el.options).some((o) => o.selected !== o.defaultSelected)
  : el.value !== el.defaultValue);

/** The form's fields as typed, or null when every one is still as the form began. */
export function draftOf(form: HTMLFormElement): DraftValues | null {
  const controls = controlsOf(form);
  if (!controls.some(isChanged)) return null;
  return Object.fromEntries(controls.map((el) => [el.name, el.value]));
}

/** Puts a kept draft back into the form's fields (a field the form no longer has is left out). */
export function fillForm(form: HTMLFormElement, values: DraftValues): void {
  for (const el of controlsOf(form)) {
    const value = values[el.name];
    if (value !== undefined) el.value = value;
  }
}
