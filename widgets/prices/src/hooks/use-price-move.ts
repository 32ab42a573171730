import { useEffect, useRef, useState } from 'react';

export interface PriceMove {
  direction: 'up' | 'down';
  /** Counts moves, so a second move restarts the mark (a new key). */
  count: number;
}

/**
 * Whether a shown price has just moved: set when `value` changes from one number to another (never on the
 * first value or a reload to nothing), cleared by `settle` once the mark has shown.
 */
export function usePriceMove(value: number | null | undefined): { move: PriceMove | null; settle: () => void } {
  const previous = useRef(value);
  const [move, setMove] = useState<PriceMove | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = value;
    if (typeof before !== 'number' || typeof value !== 'number' || before === value) return;
    setMove((last) => ({ direction: value > before ? 'up' : 'down', count: (last?.count ?? 0) + 1 }));
  }, [value]);
  return { move, settle: () => setMove(null) };
}
