import { DEMO_PASSWORD } from '../../src/db/seed/demo.ts';
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
  const otp = codeFrom((await t.lastMailTo(email))?.text);
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
