import { useEffect, useRef, useState } from 'react';
import type { SignInReply } from '../../../lib/session/session-context.ts';
import { notifyError, notifyFailure } from '../../../lib/toast.ts';
import { ceremonyFailureText, loadWebAuthn, passkeyAutofillAvailable, webAuthnAvailable } from '../../../lib/webauthn.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { clientInfo } from '../client-info.ts';
import { passkeySignIn, passkeySignInOptions } from '../passkey-api.ts';

type WebAuthn = Awaited<ReturnType<typeof loadWebAuthn>>;

/** Where a passkey sign-in stopped: the browser's side (its dialog, the authenticator), or the server refused the answer. */
class Stopped extends Error {
  constructor(readonly where: 'browser' | 'server', readonly reason: unknown) {
    super(`passkey sign-in stopped in the ${where}`);
  }
}

/** One sign-in: options from the server, the browser's answer (autofill or its dialog), the session. */
async function ceremony(lib: WebAuthn, autofill: boolean, onSignedIn: (reply: SignInReply) => void) {
  const optionsJSON = await passkeySignInOptions();
  const response = await lib.startAuthentication({ optionsJSON: optionsJSON as never, useBrowserAutofill: autofill })
    .catch((error: unknown) => { throw new Stopped('browser', error); });
  const reply = await passkeySignIn(response, await clientInfo()).catch((error: unknown) => { throw new Stopped('server', error); });
  onSignedIn(reply);
}

/**
 * Issue 22: "Sign in with a passkey", and the browser's passkey autofill in the email field
 * (conditional mediation, `autocomplete="username webauthn"` in password-step.tsx). Shown only where
 * the browser has WebAuthn; the password and code stay beside it for everyone.
 */
export function PasskeySignIn({ onSignedIn }: { onSignedIn: (reply: SignInReply) => void }) {
  const [available] = useState(webAuthnAvailable);
  const [busy, setBusy] = useState(false);
  // A new round starts the autofill again (after a press of the button ended without a sign-in).
  const [round, setRound] = useState(0);
  // The page's latest callback, without starting the autofill again each time the page renders.
  const signedIn = useRef(onSignedIn);
  useEffect(() => { signedIn.current = onSignedIn; });

  useEffect(() => {
    if (!available) return;
    let stopped = false;
    let lib: WebAuthn | null = null;
    void (async () => {
      if (!(await passkeyAutofillAvailable()) || stopped) return;
      lib = await loadWebAuthn();
      if (!stopped) await ceremony(lib, true, (reply) => signedIn.current(reply));
    })().catch((error: unknown) => {
      // Nobody pressed anything for the autofill: only an answer the server refused is worth a word
      // (the button stays for another try).
      if (!stopped && error instanceof Stopped && error.where === 'server') notifyFailure(error.reason);
    });
    return () => {
      stopped = true;
      lib?.WebAuthnAbortService.cancelCeremony();
    };
  }, [available, round]);

  if (!available) return null;

  const signIn = async () => {
    setBusy(true);
    try {
      await ceremony(await loadWebAuthn(), false, (reply) => signedIn.current(reply));
    } catch (error) {
      if (error instanceof Stopped && error.where === 'browser') notifyError(ceremonyFailureText(error.reason, 'sign-in'));
      else notifyFailure(error instanceof Stopped ? error.reason : error);
      setRound((r) => r + 1);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="auth__passkey">
      <p className="auth__divider"><span>or</span></p>
      <Button className="auth__submit" busy={busy} onClick={() => void signIn()}>Sign in with a passkey</Button>
    </div>
  );
}
