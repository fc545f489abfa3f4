// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleUser } from '../../test-support/sample-user.ts';
import { renderSignedIn, storeSession } from '../../test-support/render-signed-in.tsx';
import { PasskeysCard } from './passkeys-card.tsx';

vi.mock('react-toastify/unstyled', () => {
  const toast = Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), dismiss: vi.fn() });
  return { toast };
});

// Issue 22: the passkeys on /profile: the list with its dates, rename, remove after the proof; no
// passkey controls where the browser has no WebAuthn.
const laptop = { id: 7, name: 'Laptop', created_at: '2026-11-20T10:00:00.000Z', last_used_at: null, device_type: 'multi_device', backed_up: true };
let list: object[] = [];
const calls: { url: string; body: unknown }[] = [];
const reply = (data: unknown, status = 200) => new Response(JSON.stringify({ status, data }), { status });

beforeEach(() => {
  // jsdom has no <dialog> methods
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) { this.open = true; };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) { this.open = false; };
  storeSession(sampleUser);
  calls.length = 0;
  list = [laptop];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit = {}) => {
    calls.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (url === '/api/v1/me/passkeys') return reply(list);
    if (url === '/api/v1/me/passkeys/7/rename') return reply({ ...laptop, name: 'Work laptop' });
    if (url === '/api/v1/me/passkeys/7/remove') { list = []; return reply({ removed: true }); }
    return reply(null, 404);
  }));
});
afterEach(() => { cleanup(); vi.unstubAllGlobals(); });

/** A browser with WebAuthn (jsdom has none). */
const withWebAuthn = () => {
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() { /* the browser's */ });
  vi.stubGlobal('navigator', { ...navigator, userAgent: navigator.userAgent, credentials: { get: vi.fn(), create: vi.fn() } });
};

describe('the Passkeys section of /profile', () => {
  it('lists the passkeys with their kind and dates, and offers to add one under the device\'s name', async () => {
    withWebAuthn();
    renderSignedIn(<PasskeysCard />, sampleUser);
    expect(await screen.findByText('Laptop')).toBeTruthy();
    expect(screen.getByText('Synced between your devices')).toBeTruthy();
    expect(screen.getByText(/Not used yet/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add a passkey' })).toBeTruthy();
    expect((screen.getByLabelText('Name of the new passkey') as HTMLInputElement).value).not.toBe('');
  });

  it('renames in place, with Escape to leave the form', async () => {
    renderSignedIn(<PasskeysCard />, sampleUser);
    fireEvent.click(await screen.findByRole('button', { name: 'Rename passkey Laptop' }));
    const field = screen.getByLabelText('New name');
    fireEvent.keyDown(field, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByLabelText('New name')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Rename passkey Laptop' }));
    fireEvent.change(screen.getByLabelText('New name'), { target: { value: 'Work laptop' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('/rename'))?.body).toEqual({ name: 'Work laptop' }));
  });

  it('removes a passkey with the password, then shows the empty state', async () => {
    withWebAuthn();
    renderSignedIn(<PasskeysCard />, sampleUser);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove passkey Laptop' }));
    fireEvent.change(await screen.findByLabelText('Your password'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove passkey' }));
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('/remove'))?.body).toEqual({ password: 'secret' }));
    expect(await screen.findByText('You have no passkeys yet.')).toBeTruthy();
  });

  it('shows nothing about passkeys where the browser has no WebAuthn and there are none', async () => {
    list = [];
    const { container } = renderSignedIn(<PasskeysCard />, sampleUser);
    await waitFor(() => expect(calls.map((c) => c.url)).toContain('/api/v1/me/passkeys'));
    expect(container.textContent).toBe('');
  });
});
