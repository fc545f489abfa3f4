import { MESSAGES, type FieldErrors, type User } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { focusFirstInvalid, formValues, reportFormFailure, validateForm } from '../../lib/form-errors.ts';
import { useSession } from '../../lib/session/session-context.ts';
import { notifySuccess } from '../../lib/toast.ts';

/**
 * One profile form: checked with the contract schema the server uses, sent, and the returned user
 * stored as the new pas-user (spec §3). Field errors come from either side.
 */
export function useSaveProfile<S extends z.ZodObject>(schema: S, send: (body: z.output<S>) => Promise<User>) {
  const { updateUser } = useSession();
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement | null>(null);
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: (user) => {
      updateUser(user);
      setErrors({});
      notifySuccess(MESSAGES.profileUpdated);
    },
    onError: (error) => {
      setErrors(reportFormFailure(error, Object.keys(schema.shape)));
      focusFirstInvalid(formRef.current);
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    formRef.current = event.currentTarget;
    const checked = validateForm(schema, formValues(event.currentTarget));
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstInvalid(formRef.current);
      return;
    }
    mutation.mutate(checked.data);
  };

  return { errors, busy: mutation.isPending, onSubmit };
}
