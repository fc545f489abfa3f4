// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useActionMutation } from './use-action-mutation.ts';

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

// Two clicks can land before React re-renders the button as busy: the second is ignored at once.
describe('useActionMutation', () => {
  it('runs a double click once, and a different call or a later one again', async () => {
    const resolvers: (() => void)[] = [];
    const mutationFn = vi.fn((_title: string) => new Promise<void>((r) => { resolvers.push(r); }));
    const { result } = renderHook(() => useActionMutation({ mutationFn }), { wrapper });
    act(() => {
      result.current.mutate('Call back');
      result.current.mutate('Call back');
      result.current.mutate('Another card');
    });
    await waitFor(() => expect(mutationFn).toHaveBeenCalledTimes(2));
    await act(async () => { resolvers.forEach((r) => r()); });
    act(() => { result.current.mutate('Call back'); });
    await waitFor(() => expect(mutationFn).toHaveBeenCalledTimes(3));
  });
});
