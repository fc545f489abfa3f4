// @vitest-environment jsdom
import { OTP_RESEND_COUNTDOWN_S } from '@portal/contract';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown.ts';

describe('resend countdown (spec §4: starts at 300)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('counts down from 300 to 0, then resend is allowed', () => {
    const { result } = renderHook(() => useCountdown(OTP_RESEND_COUNTDOWN_S));
    expect(result.current.secondsLeft).toBe(300);
    expect(result.current.done).toBe(false);

    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.secondsLeft).toBe(299);

    act(() => vi.advanceTimersByTime(298_000));
    expect(result.current.secondsLeft).toBe(1);
    expect(result.current.done).toBe(false);

    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.secondsLeft).toBe(0);
    expect(result.current.done).toBe(true);

    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current.secondsLeft).toBe(0);
  });

  it('restarts from the top after a resend', () => {
    const { result } = renderHook(() => useCountdown(OTP_RESEND_COUNTDOWN_S));
    act(() => vi.advanceTimersByTime(300_000));
    expect(result.current.done).toBe(true);

    act(() => result.current.restart());
    expect(result.current.secondsLeft).toBe(300);
    expect(result.current.done).toBe(false);
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.secondsLeft).toBe(290);
  });

  it('can restart from the wait a rate-limited resend names', () => {
    const { result } = renderHook(() => useCountdown(OTP_RESEND_COUNTDOWN_S));
    act(() => result.current.restart(42));
    expect(result.current.secondsLeft).toBe(42);
    act(() => vi.advanceTimersByTime(42_000));
    expect(result.current.done).toBe(true);
  });
});
