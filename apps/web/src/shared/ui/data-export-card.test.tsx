// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DataExport } from '@portal/contract';
import { DataExportCard } from './data-export-card.tsx';

vi.mock('react-toastify/unstyled', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), dismiss: vi.fn() }) }));

// Issue 22: start, watch it build (the state is read again while it builds), download while the
// link lives, and start again after a failure.
const BASE = '/api/v1/me/export';
let state: DataExport | null;
let refuseStart: string | null;
const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

beforeEach(() => {
  state = null;
  refuseStart = null;
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
    if (url !== BASE) return reply(404, { status: 404, message: 'Not found.' });
    if (init.method !== 'POST') return reply(200, { status: 200, data: state });
    if (refuseStart) return reply(429, { status: 429, error: refuseStart, message: refuseStart });
    state = { id: 7, status: 'building', progress: 40, url: null, expires_at: null };
    return reply(202, { status: 202, data: { id: 7, status: 'building' } });
  }));
});
afterEach(() => { cleanup(); vi.unstubAllGlobals(); });

const renderCard = () => render(
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <DataExportCard base={BASE} title="Download my data" intro={<p>All of it.</p>} zone="Europe/Warsaw" />
  </QueryClientProvider>,
);

describe('the data-export card', () => {
  it('starts an export, shows its progress while it builds, then the download link and when it expires', async () => {
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Start the export' }));
    const bar = await screen.findByRole('progressbar', { name: 'Export progress' });
    expect(bar.getAttribute('value')).toBe('40');
    expect(screen.getByRole('status').textContent).toContain('40% done');
    state = { id: 7, status: 'ready', progress: 100, url: `${BASE}/7/download`, expires_at: '2026-11-29T10:00:00.000Z' };
    const link = await screen.findByRole('link', { name: 'Download (ZIP)' }, { timeout: 4000 });
    expect(link.getAttribute('href')).toBe(`${BASE}/7/download`);
    expect(link.hasAttribute('download')).toBe(true);
    expect(screen.getByText(/The link works until/).textContent).toContain('November 29th, 2026');
    expect(screen.getByRole('button', { name: 'Make a new export' })).toBeTruthy();
  });

  it('says when an export failed and starts a new one on "Try again"', async () => {
    state = { id: 6, status: 'failed', progress: 12, url: null, expires_at: null };
    renderCard();
    expect((await screen.findByRole('alert')).textContent).toContain('could not be made');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('progressbar')).toBeTruthy();
  });

  it('shows why a start was refused', async () => {
    refuseStart = 'Too many attempts. Try again later.';
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Start the export' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Too many attempts');
  });
});
