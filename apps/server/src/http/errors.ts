import { MESSAGES, type FieldErrors } from '@portal/contract';

/** An error with an HTTP status and a reply the client may see (DESIGN §4). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const unauthenticated = () => new HttpError(401, MESSAGES.unauthenticated);
export const forbidden = () => new HttpError(403, MESSAGES.forbidden);
export const notFound = (what = MESSAGES.notFound) => new HttpError(404, what);
export const invalid = (fields: FieldErrors, message: string = MESSAGES.validationFailed) =>
  new HttpError(422, message, fields);
export const tooMany = (retryAfterS: number, message: string = MESSAGES.tooManyAttempts) =>
  new HttpError(429, message, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterS))) });
