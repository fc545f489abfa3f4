// Issue 22: passkeys in the browser. The WebAuthn helper library is loaded only when a passkey
// ceremony is about to start, never with a page: /login stays within its weight (DESIGN §9).

/** The browser can make and use passkeys (WebAuthn): otherwise no passkey control is shown. */
export function webAuthnAvailable(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function'
    && typeof navigator.credentials?.get === 'function';
}

/** The browser offers passkeys in the email field's autofill (conditional mediation). */
export async function passkeyAutofillAvailable(): Promise<boolean> {
  if (!webAuthnAvailable()) return false;
  const check = (window.PublicKeyCredential as { isConditionalMediationAvailable?: () => Promise<boolean> }).isConditionalMediationAvailable;
  return typeof check === 'function' ? check.call(window.PublicKeyCredential).catch(() => false) : false;
}

export const loadWebAuthn = () => import('@simplewebauthn/browser');

/** The ceremony was stopped (the user closed the browser's dialog, another ceremony took over, it timed out). */
export function ceremonyStopped(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  const code = (error as { code?: string } | null)?.code;
  return name === 'AbortError' || name === 'NotAllowedError' || code === 'ERROR_CEREMONY_ABORTED';
}

/** What to tell the user when a ceremony fails in the browser (not on the server). */
export function ceremonyFailureText(error: unknown, action: 'add' | 'sign-in'): string {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return 'This device already has a passkey for your account.';
  if (ceremonyStopped(error)) {
    return action === 'add' ? 'The passkey was not added: the request was cancelled or timed out.' : 'The passkey sign-in was cancelled or timed out.';
  }
  return action === 'add' ? 'This browser could not make a passkey.' : 'This browser could not use a passkey.';
}
