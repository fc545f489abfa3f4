// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../app/providers/session-provider.tsx';
import { writeStoredSession } from '../../lib/session/stored-session.ts';
import { sampleUser } from '../../test-support/sample-user.ts';
import { CalendarFeed } from './calendar-feed.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify/unstyled', () => ({ toast: Object.assign(vi.fn(), { ...toast, dismiss: vi.fn() }) }));

const FIRST = 'http://portal.test/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics';
const SECOND = 'http://portal.test/calendar/BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB.ics';
const MADE = '2026-11-20T10:00:00.000Z';
let createdAt: string | null;
const calls: string[] = [];

beforeEach(() => {
  localStorage.clear();
  calls.length = 0;
  createdAt = null;
  toast.success.mockClear();
  writeStoredSession(sampleUser, sampleUser.pas_token);
  // jsdom has no <dialog> methods
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) { this.open = true; };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) { this.open = false; };
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
    calls.push(`${init.method ?? 'GET'} ${url}`);
    const reply = (data: unknown) => new Response(JSON.stringify({ status: 200, data }), { status: 200 });
    if (init.method === 'POST' && url.endsWith('/reset')) { createdAt = MADE; return reply({ url: SECOND, created_at: MADE }); }
    if (init.method === 'POST') { createdAt = MADE; return reply({ url: FIRST, created_at: MADE }); }
    return reply({ url: null, created_at: createdAt });
  }));
});
afterEach(() => { cleanup(); vi.unstubAllGlobals(); });

const renderCard = () => render(
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <SessionProvider><CalendarFeed /></SessionProvider>
  </QueryClientProvider>,
);
const link = () => screen.findByRole('textbox', { name: 'Your calendar link' }) as Promise<HTMLInputElement>;

describe('calendar feed card', () => {
  it('gets a link on request, shows it read-only and copies it', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderCard();
    expect(await screen.findByText('You have no calendar link yet.')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'How to subscribe' }).textContent).toMatch(/Google Calendar.*Apple Calendar.*Outlook/);
    fireEvent.click(screen.getByRole('button', { name: 'Get calendar link' }));
    const input = await link();
    expect(input.value).toBe(FIRST);
    expect(input.readOnly).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(FIRST));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Calendar link copied.', expect.anything()));
  });

  it('selects the link for the user when the clipboard refuses', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: vi.fn(async () => { throw new Error('denied'); }) } });
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Get calendar link' }));
    const input = await link();
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'The link is selected: press Ctrl+C (⌘C on a Mac) to copy it.');
    expect(document.activeElement).toBe(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, FIRST.length]);
  });

  it('says a link exists without showing it, and resets it only after confirmation', async () => {
    createdAt = MADE;
    renderCard();
    expect(await screen.findByText(/active since/)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reset link' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset your calendar link?' });
    expect(dialog.textContent).toContain('stops working at once');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the current link' }));
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Reset link' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reset link' }));
    expect((await link()).value).toBe(SECOND);
    expect(calls).toContain('POST /api/v1/clientportal/calendar/feed/reset');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Your calendar link was reset. The old link no longer works.', expect.anything()));
  });
});
