import { fieldErrors, type FieldErrors } from '@portal/contract';
import type { z } from 'zod';
import { HttpError } from './http-error.ts';
import { notifyError, notifyFailure } from './toast.ts';

export type FormResult<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** Checks form values with the same contract schema the server uses. */
export function validateForm<S extends z.ZodType>(schema: S, values: unknown): FormResult<z.output<S>> {
  const result = schema.safeParse(values);
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: fieldErrors(result.error) };
}

/** The per-field errors of a 422 reply, or null when the failure has none. */
export function serverFieldErrors(error: unknown): FieldErrors | null {
  return error instanceof HttpError && error.status === 422 ? error.fieldErrors : null;
}

/** A form's values as plain strings (FormData of text inputs). */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  new FormData(form).forEach((value, key) => {
    if (typeof value === 'string') values[key] = value;
  });
  return values;
}

/**
 * Shows a failed form call (spec §8: a red toast whose text is the joined values of the reply's
 * error object, else its message). The field errors of a 422 also go beside their fields
 * (returned); `shownFields` names the fields the form shows a message beside. When some messages
 * belong to fields the form does not show, the toast says those, so nothing is lost; otherwise it
 * says the field messages themselves, never the reply's generic "The given data was invalid.".
 * A 422 without field messages, or any other failure, is toasted as usual.
 */
export function reportFormFailure(error: unknown, shownFields: readonly string[]): FieldErrors {
  const fields = serverFieldErrors(error);
  if (!fields || !(error instanceof HttpError)) {
    notifyFailure(error);
    return {};
  }
  const messages = Object.entries(fields).filter(([, list]) => list.length > 0);
  const elsewhere = messages.filter(([key]) => !shownFields.includes(key)).flatMap(([, list]) => list);
  const all = messages.flatMap(([, list]) => list);
  notifyError((elsewhere.length ? elsewhere : all).join(' ') || error.body?.message || 'Please correct the marked fields.');
  return fields;
}

/** Once errors have rendered, moves focus to the first field that has one. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
