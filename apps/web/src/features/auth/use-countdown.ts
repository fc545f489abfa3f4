import { useCallback, useEffect, useState } from 'react';

/**
 * Counts down whole seconds from `from` to 0 (spec §4: the code form's resend countdown starts at
 * 300). Measured against the clock, so a throttled background tab still ends on time.
 */
export function useCountdown(from: number) {
  const [run, setRun] = useState({ id: 0, seconds: from });
  const [left, setLeft] = useState(from);

  useEffect(() => {
    const endsAt = Date.now() + run.seconds * 1000;
    const timer = setInterval(() => {
      const rest = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setLeft(rest);
      if (rest === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [run]);

  /** Starts again, from `from` or from the given number of seconds. */
  const restart = useCallback((seconds: number = from) => {
    setLeft(seconds);
    setRun((r) => ({ id: r.id + 1, seconds }));
  }, [from]);

  return { secondsLeft: left, done: left === 0, restart };
}
