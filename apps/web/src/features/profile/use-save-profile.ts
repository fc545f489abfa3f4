import { MESSAGES, type User } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { useSession } from '../../lib/session/session-context.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { useCheckedForm } from '../../shared/ui/use-checked-form.ts';

/**
 * One profile form: checked with the contract schema the server uses, sent, and the returned user
 * stored as the new pas-user (spec §3). Field errors come from either side.
 */
export function useSaveProfile<S extends z.ZodObject>(schema: S, send: (body: z.output<S>) => Promise<User>) {
  const { updateUser } = useSession();
  const form = useCheckedForm(schema);
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: (user) => {
      updateUser(user);
      form.succeeded();
      notifySuccess(MESSAGES.profileUpdated);
    },
    onError: (error) => form.failed(error, Object.keys(schema.shape)),
  });
  return { errors: form.errors, busy: mutation.isPending, onSubmit: form.submitWith((body) => mutation.mutate(body)) };
}
