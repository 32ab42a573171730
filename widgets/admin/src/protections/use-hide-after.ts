import { useEffect, useEffectEvent } from 'react';

const CHECK_EVERY_MS = 1000;

/**
 * Calls `hide` once `ms` have passed since mount (a re-render does not start the time again). It reads the clock
 * once a second instead of setting one timeout: widget tests wind time on with tests/support/fake-clock.ts,
 * which drives intervals and Date.now only, so a 30-second notice is tested without a 30-second wait.
 */
export function useHideAfter(ms: number, hide: () => void): void {
  const onTimeUp = useEffectEvent(hide);
  useEffect(() => {
    const deadline = Date.now() + ms;
    const timer = window.setInterval(() => {
      if (Date.now() < deadline) return;
      window.clearInterval(timer);
      onTimeUp();
    }, CHECK_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [ms]);
}
