import { INVITE_MESSAGES, InviteAcceptBody, type FieldErrors, type InviteDetails } from '@portal/contract';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { focusFirstInvalid, formValues, reportFormFailure, validateForm } from '../../../lib/form-errors.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { extractMessage } from '../../../lib/error-message.ts';
import { notifySuccess } from '../../../lib/toast.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { acceptInvite, getInvite } from './invite-api.ts';
import { AuthLayout } from '../auth-layout.tsx';
import { LinkCheckFailed, LinkChecking } from '../link-check.tsx';
import { NewPasswordFields } from '../new-password-fields.tsx';

type Look = { state: 'loading' } | { state: 'valid'; invite: InviteDetails } | { state: 'dead' } | { state: 'failed'; message: string };

/** /invite/{token} (issue 12): the invited client is greeted by name and chooses a password. */
export default function InvitePage() {
  const { token = '' } = useParams();
  const [look, setLook] = useState<Look>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    getInvite(token).then(
      (invite) => { if (live) setLook({ state: 'valid', invite }); },
      (error: unknown) => {
        if (!live) return;
        setLook(error instanceof HttpError && error.status === 404 ? { state: 'dead' } : { state: 'failed', message: extractMessage(error) });
      },
    );
    return () => { live = false; };
  }, [token, attempt]);

  if (look.state === 'loading') return <LinkChecking title="Your invitation" label="Opening your invitation" />;
  if (look.state === 'dead') return <DeadLink />;
  if (look.state === 'failed') {
    const retry = () => { setLook({ state: 'loading' }); setAttempt((n) => n + 1); };
    return <LinkCheckFailed title="Your invitation" message={`We could not open your invitation. ${look.message}`} onRetry={retry} />;
  }
  return <ChoosePassword token={token} invite={look.invite} onDead={() => setLook({ state: 'dead' })} />;
}

function DeadLink() {
  return (
    <AuthLayout title="This invitation link does not work">
      <p role="alert" className="auth__text">{INVITE_MESSAGES.invalidLink}</p>
      <p className="auth__text">An invitation works once, for 7 days. Ask your coach to send you a new one. If you have already chosen a password, sign in.</p>
      <p><Link to="/login">Go to sign in</Link></p>
    </AuthLayout>
  );
}

function ChoosePassword({ token, invite, onDead }: { token: string; invite: InviteDetails; onDead: () => void }) {
  const navigate = useNavigate();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = validateForm(InviteAcceptBody, { ...formValues(form), token });
    if (!checked.ok) {
      if (checked.errors.token) return onDead();
      setErrors(checked.errors);
      return focusFirstInvalid(form);
    }
    setBusy(true);
    setErrors({});
    try {
      const { message } = await acceptInvite(checked.data);
      notifySuccess(message);
      void navigate('/login', { replace: true });
    } catch (error) {
      if (error instanceof HttpError && error.fieldErrors?.token) return onDead();
      setErrors(reportFormFailure(error, ['password', 'password_confirmation']));
      focusFirstInvalid(form);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout title={`Welcome, ${invite.first_name}`}>
      <p className="auth__text">{invite.coach_name} has invited you to your coaching portal. Choose a password to get started.</p>
      <form onSubmit={(e) => void submit(e)} noValidate aria-busy={busy}>
        {/* the account's email, for password managers: the user cannot change it here */}
        <p className="auth__text">Your email: <strong>{invite.email}</strong></p>
        <input type="hidden" name="username" value={invite.email} autoComplete="username" readOnly />
        <NewPasswordFields errors={errors} label="Password" />
        <Button type="submit" variant="primary" busy={busy} className="auth__submit">Set password</Button>
      </form>
      <p className="auth__muted">Next, sign in with your email and this password; we email you a one-time code.</p>
    </AuthLayout>
  );
}
