import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { extractMessage } from '../../../lib/error-message.ts';
import { useSession } from '../../../lib/session/session-context.ts';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { loginWithLink } from '../auth-api.ts';
import { AuthLayout } from '../auth-layout.tsx';
import { clientInfo } from '../client-info.ts';

/** /fbslogin/{token}: sign in with a one-time link (spec §2, §7 loginotpfbs). */
export default function FbsLoginPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // the link works once: never post it twice (StrictMode runs effects twice in development)
    if (started.current) return;
    started.current = true;
    clientInfo()
      .then((client) => loginWithLink(token, client))
      .then((reply) => {
        signIn(reply);
        navigate('/', { replace: true });
      })
      .catch((failure: unknown) => setError(extractMessage(failure)));
  }, [token, signIn, navigate]);

  return (
    <AuthLayout title={error ? 'This sign-in link did not work' : 'Signing you in'}>
      {error ? (
        <>
          <p role="alert" className="auth__text">{error}</p>
          <p><Link to="/login">Sign in with your email and password</Link></p>
        </>
      ) : (
        <p className="auth__text"><Spinner label="Signing you in" /> Please wait…</p>
      )}
    </AuthLayout>
  );
}
