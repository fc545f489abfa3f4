// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleUser } from '../../test-support/sample-user.ts';
import { renderSignedIn, storeSession } from '../../test-support/render-signed-in.tsx';
import { DeleteAccount } from './delete-account.tsx';

vi.mock('react-toastify/unstyled', () => {
  const toast = Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), dismiss: vi.fn() });
  return { toast };
});

// Issue 22 "Delete my account" on /profile: asked with the password (a wrong one said beside the
// field, nothing lost), the day shown, and "Keep my account" until then.
const AT = '2026-12-12T10:00:00.000Z';
let planned: string | null = null;
const calls: { url: string; body: unknown }[] = [];
const reply = (data: unknown, status = 200) => new Response(JSON.stringify(status < 300 ? { status, data } : data), { status });

beforeEach(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) { this.open = true; };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) { this.open = false; };
  storeSession(sampleUser);
  calls.length = 0;
  planned = null;
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit = {}) => {
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url, body });
    if (url === '/api/v1/me/delete' && init.method === 'POST') {
      if (body.password !== 'right one') {
        return reply({ status: 422, message: 'That password is not right.', error: { password: ['That password is not right.'] } }, 422);
      }
      planned = AT;
      return reply({ delete_after: AT });
    }
    if (url === '/api/v1/me/delete') return reply({ delete_after: planned });
    if (url === '/api/v1/me/delete/cancel') { planned = null; return reply({ cancelled: true }); }
    return reply(null, 404);
  }));
});
afterEach(() => { cleanup(); vi.unstubAllGlobals(); });

describe('Delete my account on /profile', () => {
  it('asks for the password, says a wrong one beside the field, then shows the day and keeps the account on request', async () => {
    renderSignedIn(<DeleteAccount />, { ...sampleUser, time_zone: 'UTC' });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete my account…' }));
    const password = await screen.findByLabelText('Your password');
    fireEvent.change(password, { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('That password is not right.')).toBeTruthy();
    expect((screen.getByLabelText('Your password') as HTMLInputElement).value).toBe('wrong');

    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'right one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('December 12, 2026')).toBeTruthy();
    expect(calls.filter((c) => c.url === '/api/v1/me/delete' && c.body)).toEqual([
      { url: '/api/v1/me/delete', body: { password: 'wrong' } }, { url: '/api/v1/me/delete', body: { password: 'right one' } },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Keep my account' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete my account…' })).toBeTruthy());
  });
});
