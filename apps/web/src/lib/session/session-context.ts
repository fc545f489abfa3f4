import type { User } from '@portal/contract';
import { createContext, useContext } from 'react';

/** What a sign-in reply carries: the user's fields and the access token (spec §7). */
export type SignInReply = Omit<User, 'pas_token'> & { pas_token?: string; access_token: string };

export interface Session {
  user: User | null;
  signIn(reply: SignInReply): void;
  /** Stores a user returned by a profile call as the new pas-user (spec §3). */
  updateUser(user: User): void;
  logout(redirectTo?: string): Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs the SessionProvider');
  return session;
}

/** The signed-in user; for pages behind the login guard only. */
export function useUser(): User {
  const { user } = useSession();
  if (!user) throw new Error('useUser needs a signed-in user');
  return user;
}
