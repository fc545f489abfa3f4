import type { User } from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { SessionContext, type Session } from '../lib/session/session-context.ts';
import { writeStoredSession } from '../lib/session/stored-session.ts';

/** The stored session of `user` (spec §7 pas-token, pas-user) and nothing else in localStorage. */
export function storeSession(user: User): void {
  localStorage.clear();
  writeStoredSession(user, user.pas_token);
}

/** Renders a page as `user` would see it: their session, and a query cache that does not retry. */
export function renderSignedIn(page: ReactElement, user: User) {
  const session: Session = { user, signIn: vi.fn(), updateUser: vi.fn(), logout: vi.fn() };
  return render(
    <SessionContext value={session}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{page}</QueryClientProvider>
    </SessionContext>,
  );
}
