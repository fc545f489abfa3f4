import { describe, expect, it } from 'vitest';
import { extractMessage } from './error-message.ts';
import { HttpError } from './http-error.ts';

describe('message extraction (spec §8)', () => {
  it('joins the values of an error object', () => {
    const error = new HttpError(422, {
      status: 422,
      error: { email: ['Enter a valid email address.'], password: ['The password is required.', 'Too short.'] },
      message: 'The given data was invalid.',
    });
    expect(extractMessage(error)).toBe('Enter a valid email address. The password is required. Too short.');
  });

  it('uses a string error as it is', () => {
    const error = new HttpError(403, { status: 403, error: 'This action is unauthorized.', message: 'Forbidden' });
    expect(extractMessage(error)).toBe('This action is unauthorized.');
  });

  it('falls back to the message when there is no error', () => {
    expect(extractMessage(new HttpError(429, { status: 429, message: 'Too many attempts.' }))).toBe('Too many attempts.');
    expect(extractMessage(new HttpError(404, { status: 404, error: {}, message: 'Not found.' }))).toBe('Not found.');
  });

  it('shows the whole error as text when there was no response', () => {
    expect(extractMessage(new TypeError('Failed to fetch'))).toBe('TypeError: Failed to fetch');
    expect(extractMessage('offline')).toBe('offline');
  });

  it('names the status when a reply had no readable body', () => {
    expect(extractMessage(new HttpError(502, null))).toBe('Request failed with status 502');
  });
});
