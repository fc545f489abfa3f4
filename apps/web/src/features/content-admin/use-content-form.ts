import type { FieldErrors } from '@portal/contract';
import { useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { focusFirstInvalid, reportFormFailure, validateForm } from '../../lib/form-errors.ts';
import { useUnsavedWarning } from '../../shared/ui/use-unsaved-warning.ts';
import { contentBody, type BodyShape } from './form-body.ts';

export const UNSAVED = 'Leave without saving? Your changes will be lost.';

/**
 * An editor form checked with the contract schema the server uses. Typing marks it changed: then
 * leaving the page asks first, until it is saved.
 */
export function useContentForm<S extends z.ZodType>(schema: S, shape: BodyShape, fields: readonly string[]) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [dirty, setDirty] = useState(false);
  const formRef = useRef<HTMLFormElement | null>(null);
  useUnsavedWarning(dirty, UNSAVED);

  const submitWith = (send: (body: z.output<S>) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    formRef.current = event.currentTarget;
    const checked = validateForm(schema, contentBody(event.currentTarget, shape));
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstInvalid(event.currentTarget);
      return;
    }
    setErrors({});
    send(checked.data);
  };
  const failed = (error: unknown) => {
    setErrors(reportFormFailure(error, fields));
    focusFirstInvalid(formRef.current);
  };
  return { errors, dirty, submitWith, failed, saved: () => setDirty(false), changed: () => setDirty(true) };
}
