import { STORAGE_KEYS, type User } from '@portal/contract';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { showLoader } from '../../lib/loader-store.ts';
import { loadPage } from '../../lib/navigation.ts';
import { logout } from '../../lib/session/logout.ts';
import { SessionContext, type Session, type SignInReply } from '../../lib/session/session-context.ts';
import { readStoredSession, readToken, writeStoredSession } from '../../lib/session/stored-session.ts';
import { dismissToasts } from '../../lib/toast.ts';

export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<User | null>(() => readStoredSession()?.user ?? null);

  // Another tab signed in or out: this tab's session is no longer the stored one, so start afresh.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== STORAGE_KEYS.token) return;
      if (readToken() !== (user?.pas_token ?? null)) loadPage('/');
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [user]);

  const session = useMemo<Session>(() => ({
    user,
    signIn(reply: SignInReply) {
      const { access_token: token, ...fields } = reply;
      delete (fields as { otp?: unknown }).otp;
      const next: User = { ...fields, pas_token: token };
      writeStoredSession(next, token);
      // the sign-in page's notices ("code sent") stay behind: they would cover the account menu
      dismissToasts();
      setUser(next);
    },
    updateUser(next: User) {
      // the stored token stays the credential; the stored user must keep matching it (spec §4)
      const token = readToken();
      if (!token) return;
      writeStoredSession(next, token);
      setUser({ ...next, pas_token: token });
    },
    async logout(redirectTo?: string) {
      showLoader('Signing out...');
      await logout(redirectTo);
    },
  }), [user]);

  return <SessionContext value={session}>{children}</SessionContext>;
}
