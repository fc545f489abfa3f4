import { ConfirmCodeReply, OTP_LENGTH, type FieldErrors, type IdentityProof } from '@portal/contract';
import { useState, type FormEvent, type ReactNode } from 'react';
import { serverFieldErrors } from '../../lib/form-errors.ts';
import { post } from '../../lib/http.ts';
import { notifyFailure, notifySuccess } from '../../lib/toast.ts';
import { Button } from './button.tsx';
import { Field } from './field.tsx';
import { Modal } from './modal.tsx';

/** POST /api/v1/me/confirm-code: a code mailed to the signed-in user, good for this session only. */
const mailConfirmCode = () => post('/api/v1/me/confirm-code', {}, { schema: ConfirmCodeReply });

interface ConfirmIdentityProps {
  open: boolean;
  title: string;
  /** What will happen once confirmed. */
  children: ReactNode;
  confirmLabel: string;
  /** Makes the change with the proof; a 422 naming `password` or `otp` is shown beside that field. */
  onConfirm: (proof: IdentityProof) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * "Confirm it's you" (issue 22) before a change that someone who merely found a signed-in screen
 * must not make (removing a passkey, deleting the account): the password, or a code mailed on
 * request for those without one at hand.
 */
export function ConfirmIdentityDialog({ open, title, children, confirmLabel, onConfirm, onCancel }: ConfirmIdentityProps) {
  return (
    <Modal open={open} title={title} onClose={onCancel}>
      {/* mounted only while open: each opening starts empty, with the password */}
      {open && <ProofForm confirmLabel={confirmLabel} onConfirm={onConfirm} onCancel={onCancel}>{children}</ProofForm>}
    </Modal>
  );
}

function ProofForm({ children, confirmLabel, onConfirm, onCancel }: Omit<ConfirmIdentityProps, 'open' | 'title'>) {
  const [way, setWay] = useState<'password' | 'otp'>('password');
  const [value, setValue] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [mailing, setMailing] = useState(false);
  const [mailed, setMailed] = useState(false);

  const mailCode = async () => {
    setMailing(true);
    try {
      await mailConfirmCode();
      setWay('otp');
      setValue('');
      setErrors({});
      setMailed(true);
      notifySuccess('We sent you a code by email.');
    } catch (error) {
      notifyFailure(error);
    } finally {
      setMailing(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await onConfirm(way === 'password' ? { password: value } : { otp: value.trim() });
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields?.password || fields?.otp || fields?._) setErrors(fields);
      else notifyFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const error = errors[way] ?? errors._;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      {children}
      <p>Confirm it is you: enter your password, or ask for a code by email.</p>
      {way === 'password' ? (
        <Field key="password" label="Your password" required error={error}>
          {(a) => <input {...a} type="password" name="password" autoComplete="current-password" required autoFocus
            value={value} onChange={(e) => setValue(e.target.value)} />}
        </Field>
      ) : (
        <Field key="otp" label="Code from the email" required hint={`The ${OTP_LENGTH} digits we mailed you.`} error={error}>
          {(a) => <input {...a} name="otp" autoComplete="one-time-code" inputMode="numeric" maxLength={OTP_LENGTH} required autoFocus
            value={value} onChange={(e) => setValue(e.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))} />}
        </Field>
      )}
      <div className="confirm-identity__ways">
        <Button variant="link" busy={mailing} onClick={() => void mailCode()}>
          {way === 'password' ? 'Email me a code instead' : mailed ? 'Send a new code' : 'Email me a code'}
        </Button>
        {way === 'otp' && <Button variant="link" onClick={() => { setWay('password'); setValue(''); setErrors({}); }}>Use my password instead</Button>}
      </div>
      <div className="form-actions">
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="submit" variant="danger" busy={busy} disabled={!value}>{confirmLabel}</Button>
      </div>
    </form>
  );
}
