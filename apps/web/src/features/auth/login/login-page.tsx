import { MESSAGES, decodeValue } from '@portal/contract';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession, type SignInReply } from '../../../lib/session/session-context.ts';
import { notifyFailure, notifySuccess } from '../../../lib/toast.ts';
import { AuthLayout } from '../auth-layout.tsx';
import { fetchCsrfCookie, requestLoginCode, studentLogin, type StudentLogin } from '../auth-api.ts';
import { clientInfo, lookupInfo } from '../client-info.ts';
import { CodeStep } from './code-step.tsx';
import { ForgotPassword } from './forgot-password.tsx';
import { PasskeySignIn } from './passkey-sign-in.tsx';
import { PasswordStep, type Credentials } from './password-step.tsx';

/** A code step is open for this attempt: spec §4 step 3 keeps the user id. */
interface CodeAttempt extends Credentials {
  userId: number;
}

/** spec §4 login: email and password, then (unless already verified) the one-time code. */
export default function LoginPage() {
  const navigate = useNavigate();
  const { signIn } = useSession();
  const [attempt, setAttempt] = useState<CodeAttempt | null>(null);
  const [busy, setBusy] = useState(false);

  // the IP lookup runs while the user types, so sign-in need not wait for it
  useEffect(() => void lookupInfo(), []);

  const enter = useCallback((reply: SignInReply) => {
    signIn(reply);
    navigate('/', { replace: true });
  }, [signIn, navigate]);

  const finish = async (body: StudentLogin) => {
    enter(await studentLogin(body, await clientInfo()));
  };

  const submitPassword = async (credentials: Credentials) => {
    setBusy(true);
    try {
      await fetchCsrfCookie();
      const { verified, user_id } = await requestLoginCode(credentials);
      if (isVerified(verified)) {
        await finish({ ...credentials, user_id });
        return;
      }
      setAttempt({ ...credentials, userId: user_id });
      notifySuccess(MESSAGES.otpSent);
    } catch (error) {
      notifyFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const submitCode = async (otp: string, rememberMe: boolean) => {
    if (!attempt) return;
    setBusy(true);
    try {
      await finish({ email: attempt.email, password: attempt.password, user_id: attempt.userId, otp, remember_me: rememberMe });
    } catch (error) {
      notifyFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout title={attempt ? 'Enter your code' : 'Sign in'}>
      {attempt ? (
        <CodeStep email={attempt.email} userId={attempt.userId} busy={busy}
          onSubmit={submitCode} onCancel={() => setAttempt(null)} />
      ) : (
        <>
          <PasswordStep busy={busy} onSubmit={submitPassword} />
          <PasskeySignIn onSignedIn={enter} />
          <ForgotPassword />
        </>
      )}
    </AuthLayout>
  );
}

/** spec §4 step 2: `verified` decodes to the string 'true' when no code is needed. */
function isVerified(verified: string): boolean {
  try {
    return decodeValue(verified) === 'true';
  } catch {
    return false;
  }
}
