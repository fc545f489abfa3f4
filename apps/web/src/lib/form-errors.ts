import { fieldErrors, type FieldErrors } from '@portal/contract';
import type { z } from 'zod';
import { HttpError } from './http-error.ts';

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
