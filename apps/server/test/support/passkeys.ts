import { softAuthenticator } from '../../../../bench/lib/soft-authenticator.mjs';
import { cookieJar, type CookieJar } from './cookie-jar.ts';
import type { TestApp } from './test-app.ts';

export { softAuthenticator };
export type SoftAuthenticator = ReturnType<typeof softAuthenticator>;
type Overrides = Parameters<SoftAuthenticator['answer']>[1];

/** The origin of app.inject's requests: its default Host is `localhost:80`. */
export const TEST_ORIGIN = 'http://localhost';

/** The two steps of adding a passkey (issue 22), with what the test's authenticator answers; the second reply. */
export async function addPasskey(t: TestApp, auth: Record<string, string>, authenticator: SoftAuthenticator,
  { name = 'Laptop', overrides = {}, headers = {} }: { name?: string; overrides?: Overrides; headers?: Record<string, string> } = {}) {
  const asked = await t.app.inject({ method: 'POST', url: '/api/v1/me/passkeys/options', headers: { ...auth, ...headers } });
  if (asked.statusCode !== 200) throw new Error(`passkey options ${asked.statusCode}: ${asked.body}`);
  const response = authenticator.register(asked.json().data.options, overrides);
  return t.app.inject({ method: 'POST', url: '/api/v1/me/passkeys', headers: { ...auth, ...headers }, payload: { name, response } });
}

/** Sign-in options for one browser (its cookie jar keeps the challenge's binding). */
export async function signInOptions(t: TestApp, jar: CookieJar, headers: Record<string, string> = {}) {
  const url = '/api/auth/passkey/options';
  const res = await t.app.inject({ method: 'POST', url, headers: { ...headers, ...jar.header(url) }, payload: {} });
  jar.take(res);
  return res;
}

/** Sends an answer to the passkey sign-in from one browser. */
export async function sendSignIn(t: TestApp, jar: CookieJar, response: unknown, headers: Record<string, string> = {}) {
  const url = '/api/auth/passkey/login';
  const res = await t.app.inject({ method: 'POST', url, headers: { ...headers, ...jar.header(url) },
    payload: { response, browser: { name: 'Chromium', version: '156' } } });
  jar.take(res);
  return res;
}

/** A whole passkey sign-in from a new browser: options, the authenticator's answer, the sign-in reply. */
export async function passkeySignIn(t: TestApp, authenticator: SoftAuthenticator,
  { overrides = {}, headers = {}, jar = cookieJar() }: { overrides?: Overrides; headers?: Record<string, string>; jar?: CookieJar } = {}) {
  const asked = await signInOptions(t, jar, headers);
  if (asked.statusCode !== 200) throw new Error(`sign-in options ${asked.statusCode}: ${asked.body}`);
  const response = authenticator.answer(asked.json().data.options, overrides);
  return { res: await sendSignIn(t, jar, response, headers), response, jar, options: asked.json().data.options };
}
