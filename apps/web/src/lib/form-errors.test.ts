import { MESSAGES } from '@portal/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reportFormFailure } from './form-errors.ts';
import { HttpError } from './http-error.ts';

const toastError = vi.hoisted(() => vi.fn());
vi.mock('react-toastify/unstyled', () => ({ toast: Object.assign(vi.fn(), { error: toastError, success: vi.fn(), dismiss: vi.fn() }) }));

const invalid = (error: Record<string, string[]>) =>
  new HttpError(422, { status: 422, error, message: MESSAGES.validationFailed });
/** The toasts raised (the toast library loads on the first one, so they arrive a moment later). */
const toasts = async () => {
  await new Promise((resolve) => setTimeout(resolve, 0));
  return toastError.mock.calls.map(([message]) => message as string);
};

describe('a failed form call (spec §8)', () => {
  beforeEach(() => toastError.mockClear());

  it('puts a 422\'s messages beside their fields and toasts them, never the generic message', async () => {
    const fields = reportFormFailure(invalid({ email: ['Someone in your portal already uses this email.'] }), ['email', 'first_name']);
    expect(fields).toEqual({ email: ['Someone in your portal already uses this email.'] });
    expect(await toasts()).toEqual(['Someone in your portal already uses this email.']);
  });

  it('toasts the messages of fields the form does not show, and only those', async () => {
    reportFormFailure(invalid({ email: ['Taken.'], coach_id: ['Choose a coach of this portal.'] }), ['email']);
    expect(await toasts()).toEqual(['Choose a coach of this portal.']);
  });

  it('toasts every message when the form shows none of them beside a field', async () => {
    const fields = reportFormFailure(invalid({ token: ['This link is invalid.'] }), []);
    expect(fields).toEqual({ token: ['This link is invalid.'] });
    expect(await toasts()).toEqual(['This link is invalid.']);
  });

  it('toasts the reply\'s message for a 422 without field messages, and any other failure as usual', async () => {
    reportFormFailure(invalid({}), ['email']);
    expect(await toasts()).toEqual([MESSAGES.validationFailed]);
    toastError.mockClear();
    expect(reportFormFailure(new HttpError(422, { status: 422, error: 'This client has already set a password', message: 'x' }), ['email'])).toEqual({});
    expect(await toasts()).toEqual(['This client has already set a password']);
    toastError.mockClear();
    reportFormFailure(new HttpError(429, { status: 429, message: 'Too many attempts. Please try again later.' }), ['email']);
    expect(await toasts()).toEqual(['Too many attempts. Please try again later.']);
  });
});
