import { MESSAGES, OTP_LENGTH, OTP_RESEND_COUNTDOWN_S } from '@portal/contract';
import { useState, type FormEvent } from 'react';
import { HttpError } from '../../../lib/http-error.ts';
import { notifyFailure, notifySuccess } from '../../../lib/toast.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Field } from '../../../shared/ui/field.tsx';
import { generateOtp } from '../auth-api.ts';
import { useCountdown } from '../use-countdown.ts';

interface CodeStepProps {
  email: string;
  userId: number;
  busy: boolean;
  onSubmit: (otp: string, rememberMe: boolean) => Promise<void>;
  onCancel: () => void;
}

/** spec §4 steps 3–4: the one-time-code form, with resend disabled while the countdown runs. */
export function CodeStep({ email, userId, busy, onSubmit, onCancel }: CodeStepProps) {
  const [code, setCode] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [resending, setResending] = useState(false);
  const countdown = useCountdown(OTP_RESEND_COUNTDOWN_S);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSubmit(code, rememberMe);
  };

  const resend = async () => {
    setResending(true);
    try {
      await generateOtp({ email, user_id: userId });
      notifySuccess(MESSAGES.otpSent);
      countdown.restart();
    } catch (error) {
      notifyFailure(error);
      // a 429 says how long the server still wants us to wait
      if (error instanceof HttpError && error.status === 429 && error.retryAfterS) countdown.restart(error.retryAfterS);
    } finally {
      setResending(false);
    }
  };

  return (
    <form onSubmit={submit} aria-busy={busy}>
      <p className="auth__text">We sent a {OTP_LENGTH}-digit code to <strong>{email}</strong>.</p>
      <Field label="One-time code" required hint={`The ${OTP_LENGTH} digits from the email.`}>
        {(a) => (
          <input {...a} name="otp" className="otp-input" autoComplete="one-time-code" inputMode="numeric"
            pattern={`\\d{${OTP_LENGTH}}`} maxLength={OTP_LENGTH} required autoFocus value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))} />
        )}
      </Field>
      <label className="checkbox">
        <input type="checkbox" name="remember_me" checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)} />
        Remember me
      </label>
      <Button type="submit" variant="primary" busy={busy} className="auth__submit">Verify and sign in</Button>
      <div className="auth__row">
        <p className="auth__muted" aria-live="off">
          {countdown.done ? 'Did not get the code?' : `You can request a new code in ${countdown.secondsLeft} seconds.`}
        </p>
        <Button variant="link" disabled={!countdown.done} busy={resending} onClick={() => void resend()}>
          Resend code
        </Button>
      </div>
      <p className="visually-hidden" role="status">{countdown.done ? 'You can now request a new code.' : ''}</p>
      <Button variant="link" onClick={onCancel}>Use a different account</Button>
    </form>
  );
}
