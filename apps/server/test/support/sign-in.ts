import { DEMO_PASSWORD } from '../../src/db/seed/demo.ts';
import { sessionService, type SessionService } from '../../src/modules/auth/sessions.ts';
import { findUserByEmail } from '../../src/modules/users/user-repo.ts';
import { cookieJar, type CookieJar } from './cookie-jar.ts';
import type { TestApp } from './test-app.ts';

/**
 * Signs in through both steps with the code read from the demo mailbox, as one browser: the
 * sign-in attempt cookie of step 1 goes back with step 2. Returns the token, user and that browser.
 */
export async function signIn(t: TestApp, email: string, password = DEMO_PASSWORD, headers: Record<string, string> = {},
  jar: CookieJar = cookieJar()) {
  const step1 = await t.app.inject({ method: 'POST', url: '/api/auth/loginotp', payload: { email, password },
    headers: { ...headers, ...jar.header('/api/auth/loginotp') } });
  if (step1.statusCode !== 200) throw new Error(`loginotp ${step1.statusCode}: ${step1.body}`);
  jar.take(step1);
  const userId = step1.json().data.user_id as number;
  // The code's own mail: a session booked or moved (issue 20) may reach the mailbox after it.
  const otp = codeFrom((await t.lastMailTo(email, 'Your sign-in code'))?.text);
  const step2 = await t.app.inject({
    method: 'POST', url: '/api/auth/studentlogin', headers: { ...headers, ...jar.header('/api/auth/studentlogin') },
    payload: { email, password, user_id: userId, otp, browser: { name: 'Chromium', version: '156' } },
  });
  if (step2.statusCode !== 200) throw new Error(`studentlogin ${step2.statusCode}: ${step2.body}`);
  jar.take(step2);
  const user = step2.json().data;
  return { token: user.access_token as string, user, jar, auth: { authorization: `Bearer ${user.access_token}` } };
}

export function codeFrom(text: string | undefined): string {
  const m = text?.match(/code is (\d{6})/);
  if (!m) throw new Error('No sign-in code in the mailbox');
  return m[1]!;
}

const sessionServices = new WeakMap<TestApp['deps'], SessionService>();

/**
 * A session for a demo user, opened as a sign-in opens one but without the sign-in. For tests on a
 * Redis that other test runs share: a sign-in counts code mails per account there, and every test
 * database has the same user ids, so runs close together would reach each other's limits (429).
 */
export async function openSession(t: Pick<TestApp, 'deps' | 'demo'>, email: string) {
  const user = await findUserByEmail(t.deps.db, t.demo.tenantId, email);
  if (!user) throw new Error(`No ${email} in the test database`);
  let sessions = sessionServices.get(t.deps);
  if (!sessions) sessionServices.set(t.deps, (sessions = sessionService(t.deps)));
  const token = await sessions.create(user, { browser: 'Chromium 156', ip: null, location: null }, false);
  return { token, user: { id: user.id, email: user.email }, auth: { authorization: `Bearer ${token}` } };
}
