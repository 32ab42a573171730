import { useEffect, useRef, type RefObject } from 'react';

/** The DOM event every calculator element sends with its result (bubbles and composed: it leaves the shadow root). */
export const CALCULATED_EVENT = 'calculated';

export type CalculatorName = 'seed-rate' | 'seed-required' | 'limus' | 'wheat-nitrogen';

export interface CalculatedDetail<I = Record<string, unknown>, R = Record<string, unknown>> {
  calculator: CalculatorName;
  inputs: I;
  result: R;
  /** The working, line by line, as shown under the result. */
  working: string[];
}

/** Sends `calculated` from the anchor whenever a new result appears (not again for the same one). */
export function useCalculatedEvent(anchor: RefObject<HTMLElement | null>, detail: CalculatedDetail | undefined): void {
  const last = useRef<string | undefined>(undefined);
  const key = detail ? JSON.stringify(detail) : undefined;
  useEffect(() => {
    if (!detail || key === last.current) return;
    last.current = key;
    anchor.current?.dispatchEvent(new CustomEvent(CALCULATED_EVENT, { detail, bubbles: true, composed: true }));
    // `key` stands for `detail`'s content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, anchor]);
}
