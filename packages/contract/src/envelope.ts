import type { z } from 'zod';

// DESIGN §4: every REST reply is `{status, data}` on success and `{status, error, message}` on failure,
// with the same HTTP status.

export type FieldErrors = Record<string, string[]>;
export interface Ok<T> { status: number; data: T }
export interface Fail { status: number; error: FieldErrors | string; message: string }

/** Flattens a zod error into `{field: [messages]}` (nested paths joined with dots). */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}
