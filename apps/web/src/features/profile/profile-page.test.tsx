// @vitest-environment jsdom
import { PROFILE_STALE_MESSAGE, STORAGE_KEYS, decodeJson, type User } from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../app/providers/session-provider.tsx';
import { writeStoredSession } from '../../lib/session/stored-session.ts';
import { sampleUser } from '../../test-support/sample-user.ts';
import ProfilePage from './profile-page.tsx';

vi.mock('react-toastify/unstyled', () => {
  const toast = Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), dismiss: vi.fn() });
  return { toast };
});

// Issue 8 finding 10: /profile shows the record read from the server, sends the version its forms
// were filled from, and on a 409 says so and offers the latest values.
const v1 = '2026-01-01T10:00:00.000Z';
const v2 = '2026-01-01T11:00:00.000Z';
const stored: User = { ...sampleUser, title: 'Old title (this device)' };
let server: User;
const posts: { url: string; body: Record<string, unknown> }[] = [];

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

beforeEach(() => {
  localStorage.clear();
  posts.length = 0;
  writeStoredSession(stored, stored.pas_token);
  server = { ...sampleUser, title: 'Saved on the laptop', updated_at: v1 };
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
    if (url === '/api/v1/students/me') return json(200, { status: 200, data: server });
    if (url === '/api/auth/sessions') return json(200, { status: 200, data: [] });
    if (url === '/api/v1/me/passkeys') return json(200, { status: 200, data: [] });
    if (url === '/api/v1/notifications/preferences') {
      return json(200, { status: 200, data: { deliveries: { coach_replied: 'now' }, digest_hour: 7, time_zone: 'Europe/Berlin' } });
    }
    if (url === '/api/v1/clientportal/calendar/feed') return json(200, { status: 200, data: { url: null, created_at: null } });
    if (url === '/api/v1/me/access-log') return json(200, { status: 200, data: [] });
    if (url === '/api/v1/me/export') return json(200, { status: 200, data: null });
    if (url === '/api/v1/me/delete') return json(200, { status: 200, data: { delete_after: null } });
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    posts.push({ url, body });
    if (body.updated_at !== server.updated_at) {
      return json(409, { status: 409, error: PROFILE_STALE_MESSAGE, message: PROFILE_STALE_MESSAGE });
    }
    server = { ...server, ...body, updated_at: v2 } as User;
    return json(200, { status: 200, data: server });
  }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderPage = () => render(
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <SessionProvider><ProfilePage /></SessionProvider>
  </QueryClientProvider>,
);
const jobTitle = () => screen.findByRole('textbox', { name: 'Job title' }) as Promise<HTMLInputElement>;
const storedUser = () => decodeJson(localStorage.getItem(STORAGE_KEYS.user) ?? '') as User;

describe('/profile reads the record afresh and refuses stale saves', () => {
  it('shows the server\'s record, not the stored copy, and stores it as pas-user', async () => {
    renderPage();
    expect((await jobTitle()).value).toBe('Saved on the laptop');
    expect(storedUser()).toMatchObject({ title: 'Saved on the laptop', updated_at: v1, pas_token: stored.pas_token });
  });

  it('sends the version the form was filled from, and the next save the version that save answered', async () => {
    renderPage();
    fireEvent.change(await jobTitle(), { target: { value: 'Head baker' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save personal details' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ url: `/api/v1/students/update/${sampleUser.id}`, body: { title: 'Head baker', updated_at: v1 } });
    await waitFor(() => expect(storedUser().updated_at).toBe(v2));
    fireEvent.click(screen.getByRole('button', { name: 'Save company and links' }));
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts[1]!.body.updated_at).toBe(v2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so on a 409 and, on "Reload the latest version", shows the newer values', async () => {
    renderPage();
    fireEvent.change(await jobTitle(), { target: { value: 'My stale edit' } });
    server = { ...server, title: 'Changed on the phone', updated_at: v2 }; // another device saved meanwhile
    fireEvent.click(screen.getByRole('button', { name: 'Save personal details' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(PROFILE_STALE_MESSAGE);
    expect(server.title).toBe('Changed on the phone');
    fireEvent.click(screen.getByRole('button', { name: 'Reload the latest version' }));
    await waitFor(async () => expect((await jobTitle()).value).toBe('Changed on the phone'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(storedUser().updated_at).toBe(v2);
  });
});
