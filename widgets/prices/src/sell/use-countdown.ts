import { useEffect, useRef, useState } from 'react';

/**
 * Whole seconds left of `seconds` from `startedAt` (a Date.now() value; null: not running), ticking every
 * second, with `onExpire` called once when it reaches zero. Read from the clock rather than counted, so a
 * tab the browser throttled still expires on time.
 */
export function useCountdown(startedAt: number | null, seconds: number, onExpire: () => void): number {
  const [remaining, setRemaining] = useState(seconds);
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  });
  useEffect(() => {
    if (startedAt === null) return;
    const deadline = startedAt + seconds * 1000;
    const read = () => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
    setRemaining(read());
    const timer = setInterval(() => {
      const now = read();
      setRemaining(now);
      if (now === 0) {
        clearInterval(timer);
        expire.current();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [startedAt, seconds]);
  return startedAt === null ? seconds : remaining;
}

/** 120 seconds as '2:00'. */
export const formatCountdown = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
