// @vitest-environment jsdom
import { MESSAGES } from '@portal/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionContext } from '../../lib/session/session-context.ts';
import { ErrorBoundary } from './error-boundary.tsx';

afterEach(cleanup);

function Broken(): never {
  throw new Error('render failed');
}

describe('the error boundary (spec §8 render crash)', () => {
  it('shows the error screen, whose code loads only after the crash', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <SessionContext value={{ user: null, signIn: vi.fn(), updateUser: vi.fn(), logout: vi.fn() }}>
        <ErrorBoundary><Broken /></ErrorBoundary>
      </SessionContext>,
    );
    expect(await screen.findByText(MESSAGES.errorScreenTitle)).toBeTruthy();
    expect(screen.getByRole('button', { name: /report this error/i })).toBeTruthy();
    log.mockRestore();
  });
});
