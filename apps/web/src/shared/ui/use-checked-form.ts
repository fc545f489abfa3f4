import type { FieldErrors } from '@portal/contract';
import { useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { focusFirstInvalid, formValues, reportFormFailure, validateForm } from '../../lib/form-errors.ts';

/**
 * A form checked with the contract schema the server uses: on submit the values are checked, and
 * either the field messages show (focus on the first) or `send` gets the parsed body. `failed`
 * shows a failed call the same way: a 422's field messages beside their fields, the rest toasted.
 */
export function useCheckedForm<S extends z.ZodType>(schema: S) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement | null>(null);

  const show = (next: FieldErrors) => {
    setErrors(next);
    focusFirstInvalid(formRef.current);
  };

  /** The form's submit handler: `send` gets the body only when it passes the schema. */
  const submitWith = (send: (body: z.output<S>) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    formRef.current = event.currentTarget;
    const checked = validateForm(schema, formValues(event.currentTarget));
    if (!checked.ok) return show(checked.errors);
    send(checked.data);
  };

  const failed = (error: unknown, shownFields: readonly string[]) => show(reportFormFailure(error, shownFields));

  /** After a successful call: no messages left; with `reset`, the form's fields are emptied too. */
  const succeeded = ({ reset = false } = {}) => {
    setErrors({});
    if (reset) formRef.current?.reset();
  };

  return { errors, submitWith, failed, succeeded };
}
