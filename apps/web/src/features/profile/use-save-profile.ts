import { MESSAGES, type User } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { useSession } from '../../lib/session/session-context.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { useCheckedForm } from '../../shared/ui/use-checked-form.ts';
import { staleMessage } from './stale-notice.tsx';

/**
 * One profile form: checked with the contract schema the server uses, sent, and the returned user
 * stored as the new pas-user (spec §3). Field errors come from either side; a save refused because
 * the profile changed elsewhere (409) is kept apart, so the form can offer the latest values.
 */
export function useSaveProfile<S extends z.ZodObject>(schema: S, send: (body: z.output<S>) => Promise<User>) {
  const { updateUser } = useSession();
  const form = useCheckedForm(schema);
  const [stale, setStale] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: (user) => {
      updateUser(user);
      form.succeeded();
      setStale(null);
      notifySuccess(MESSAGES.profileUpdated);
    },
    onError: (error) => {
      const conflict = staleMessage(error);
      if (conflict) setStale(conflict);
      // updated_at is a hidden field: a message for it is toasted, not lost
      else form.failed(error, Object.keys(schema.shape).filter((key) => key !== 'updated_at'));
    },
  });
  return { errors: form.errors, stale, busy: mutation.isPending, onSubmit: form.submitWith((body) => mutation.mutate(body)) };
}
