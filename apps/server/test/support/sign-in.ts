import { DEMO_PASSWORD } from '../../src/db/seed/demo.ts';
import type { TestApp } from './test-app.ts';

/** Signs in through both steps with the code read from the demo mailbox; returns the token and user. */
export async function signIn(t: TestApp, email: string, password = DEMO_PASSWORD, headers: Record<string, string> = {}) {
  const step1 = await t.app.inject({ method: 'POST', url: '/api/auth/loginotp', payload: { email, password }, headers });
  if (step1.statusCode !== 200) throw new Error(`loginotp ${step1.statusCode}: ${step1.body}`);
  const userId = step1.json().data.user_id as number;
  const otp = codeFrom((await t.lastMailTo(email))?.text);
  const step2 = await t.app.inject({
    method: 'POST', url: '/api/auth/studentlogin', headers,
    payload: { email, password, user_id: userId, otp, browser: { name: 'Chromium', version: '156' } },
  });
  if (step2.statusCode !== 200) throw new Error(`studentlogin ${step2.statusCode}: ${step2.body}`);
  const user = step2.json().data;
  return { token: user.access_token as string, user, auth: { authorization: `Bearer ${user.access_token}` } };
}

export function codeFrom(text: string | undefined): string {
  const m = text?.match(/code is (\d{6})/);
  if (!m) throw new Error('No sign-in code in the mailbox');
  return m[1]!;
}
