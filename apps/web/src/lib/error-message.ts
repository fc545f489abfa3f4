import { HttpError, type FailBody } from './http-error.ts';

/**
 * spec §8 message extraction: the joined values of the reply's `error` object (or the error string),
 * otherwise the reply's `message`; with no reply at all (network failure), the whole error as text.
 */
export function extractMessage(error: unknown): string {
  if (!(error instanceof HttpError)) return String(error);
  const body = error.body;
  const fromError = joinErrorValues(body?.error);
  if (fromError) return fromError;
  if (typeof body?.message === 'string' && body.message) return body.message;
  return error.message;
}

function joinErrorValues(error: FailBody['error']): string {
  if (typeof error === 'string') return error;
  if (!error || typeof error !== 'object') return '';
  return Object.values(error).flat().filter((v) => typeof v === 'string' && v).join(' ');
}
