import { useMutation, type DefaultError, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { describeForm } from './action-keys.ts';

/** What a call sends, as text: files by name, size, type and date (JSON would make every file `{}`). */
function describe(variables: unknown): string {
  return JSON.stringify(variables ?? null, (_key, value: unknown) => {
    if (value instanceof FormData) return describeForm(value);
    if (value instanceof File) return `file:${value.name}:${value.size}:${value.type}:${value.lastModified}`;
    if (value instanceof Blob) return `blob:${value.size}:${value.type}`;
    return value;
  }) ?? 'null';
}

/**
 * useMutation for what a user creates or sends (DESIGN §5, issue "nothing doubled"): while a call
 * is under way, the same call again (a double click: two clicks can land before React re-renders
 * the button as busy) is ignored at once, synchronously, and `mutateAsync` answers it with the
 * first call's promise. A different call (another card moved, another item ticked) goes ahead.
 * The request itself carries its Idempotency-Key (lib/action-keys.ts), so a repeat that still
 * reaches the server has no second effect.
 */
export function useActionMutation<TData = unknown, TError = DefaultError, TVariables = void, TContext = unknown>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const mutation = useMutation(options);
  const running = useRef(new Map<string, Promise<TData>>());
  const { mutateAsync } = mutation;
  type Result = UseMutationResult<TData, TError, TVariables, TContext>;
  const run = useCallback((...args: Parameters<Result['mutateAsync']>) => {
    const id = describe(args[0]);
    const current = running.current.get(id);
    if (current) return current;
    const call = mutateAsync(...args).finally(() => running.current.delete(id));
    running.current.set(id, call);
    return call;
  }, [mutateAsync]) as Result['mutateAsync'];
  const mutate = useCallback((...args: Parameters<Result['mutate']>) => {
    run(...args).catch(() => { /* reported through the mutation's own error state */ });
  }, [run]) as Result['mutate'];
  return { ...mutation, mutate, mutateAsync: run };
}
