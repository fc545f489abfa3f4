import { UnsubscribeQuery, type UnsubscribeReply } from '@portal/contract';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { extractMessage } from '../../../lib/error-message.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { AuthLayout } from '../auth-layout.tsx';
import { LinkCheckFailed, LinkChecking } from '../link-check.tsx';
import { lookUpUnsubscribe, unsubscribe } from './unsubscribe-api.ts';

type Look =
  | { state: 'loading' }
  | { state: 'asking'; reply: UnsubscribeReply }
  | { state: 'done'; reply: UnsubscribeReply }
  | { state: 'dead'; message: string }
  | { state: 'failed'; message: string };

const NOT_VALID = 'This link is not valid any more.';
/** "Replies from your coach" as it reads inside a sentence. */
const inSentence = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);
/** A refusal that says the link itself is no good (unknown, expired or malformed token). */
const deadLink = (error: unknown) => error instanceof HttpError && (error.status === 404 || error.status === 422);

/**
 * /unsubscribe?token=… (issue 21): the link in a notification mail. Opening it only asks what it
 * is for; mail is stopped when the person presses the button, since mail scanners open links.
 */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const checked = UnsubscribeQuery.safeParse({ token });
  const badToken = checked.success ? null : (checked.error.issues[0]?.message ?? NOT_VALID);
  const [look, setLook] = useState<Look>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [stopFailed, setStopFailed] = useState<string | null>(null);

  useEffect(() => {
    if (badToken) return;
    let live = true;
    lookUpUnsubscribe(token).then(
      (reply) => { if (live) setLook({ state: 'asking', reply }); },
      (error: unknown) => {
        if (!live) return;
        setLook(deadLink(error) ? { state: 'dead', message: extractMessage(error) } : { state: 'failed', message: extractMessage(error) });
      },
    );
    return () => { live = false; };
  }, [token, badToken, attempt]);

  const stop = async () => {
    if (busy) return;
    setBusy(true);
    setStopFailed(null);
    try {
      setLook({ state: 'done', reply: await unsubscribe(token) });
    } catch (error) {
      if (deadLink(error)) setLook({ state: 'dead', message: extractMessage(error) });
      else setStopFailed(extractMessage(error));
    } finally {
      setBusy(false);
    }
  };

  if (badToken) return <DeadLink message={badToken} />;
  if (look.state === 'loading') return <LinkChecking title="Email settings" label="Checking your link" />;
  if (look.state === 'dead') return <DeadLink message={look.message} />;
  if (look.state === 'failed') {
    const retry = () => { setLook({ state: 'loading' }); setAttempt((n) => n + 1); };
    return <LinkCheckFailed title="Email settings" message={`We could not check your link. ${look.message}`} onRetry={retry} />;
  }
  const about = inSentence(look.reply.label);
  if (look.state === 'done') {
    return (
      <AuthLayout title="Mail stopped">
        <p role="status" className="auth__text">
          You will no longer get mail about {about}. You can change this any time on your profile.
        </p>
        <p><Link to="/profile">Go to your profile</Link></p>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={`Stop mail about ${about}?`}>
      <p className="auth__text">You will still see these under the bell when you sign in.</p>
      {stopFailed && <p role="alert" className="auth__text">We could not stop this mail. {stopFailed}</p>}
      <Button variant="primary" busy={busy} className="auth__submit" onClick={() => void stop()}>Stop this mail</Button>
      <p className="auth__muted">Changed your mind? Just close this page: nothing changes until you press the button.</p>
    </AuthLayout>
  );
}

function DeadLink({ message }: { message: string }) {
  return (
    <AuthLayout title="This link does not work">
      <p role="alert" className="auth__text">{message}</p>
      <p className="auth__text">You can choose which mail you get on your profile once you sign in.</p>
      <p><Link to="/profile">Go to your profile</Link></p>
    </AuthLayout>
  );
}
