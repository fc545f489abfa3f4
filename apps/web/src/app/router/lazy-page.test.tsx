// @vitest-environment jsdom
import { MESSAGES, pageLoadError } from '@portal/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import indexHtml from '../../../index.html?raw';
import { PageLoading, lazyPage } from './lazy-page.tsx';

describe('route code loading (spec §2, §9)', () => {
  afterEach(cleanup);

  it('shows the page once its code has loaded', async () => {
    const Page = lazyPage(async () => ({ default: () => <h1>Loaded</h1> }));
    render(<Suspense fallback={<PageLoading />}><Page /></Suspense>);
    expect(screen.getByRole('status').textContent).toBe(MESSAGES.loadingPage);
    expect((await screen.findByRole('heading')).textContent).toBe('Loaded');
  });

  it("shows 'Page loading error..... {message}' when the chunk fails", async () => {
    const Page = lazyPage(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    render(<Suspense fallback={<PageLoading />}><Page /></Suspense>);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(pageLoadError('Failed to fetch dynamically imported module'));
  });

  it('index.html carries the static theme overlay and no inline script or style', () => {
    expect(indexHtml).toContain(`role="status"`);
    expect(indexHtml).toContain(`>${MESSAGES.loadingTheme}</div>`);
    expect(indexHtml).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(indexHtml).not.toMatch(/<style|style="/);
  });
});
