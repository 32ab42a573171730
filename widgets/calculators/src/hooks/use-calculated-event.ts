import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';

/** The DOM event every calculator element sends with its result (bubbles and composed: it leaves the shadow root). */
export const CALCULATED_EVENT = 'calculated';

type CalculatorName = 'seed-rate' | 'seed-required' | 'limus' | 'wheat-nitrogen';

export interface CalculatedDetail<I = Record<string, unknown>, R = Record<string, unknown>> {
  calculator: CalculatorName;
  inputs: I;
  result: R;
  /** The working, line by line, as shown under the result. */
  working: string[];
}

/** Sends `calculated` from the anchor whenever a new result appears (not again for the same one). */
export function useCalculatedEvent(anchor: RefObject<HTMLElement | null>, detail: CalculatedDetail | undefined): void {
  const sent = useRef<string | undefined>(undefined);
  // The detail is a new object on every render; its text says when it is a new result.
  const key = detail ? JSON.stringify(detail) : undefined;
  const send = useEffectEvent(() => {
    anchor.current?.dispatchEvent(new CustomEvent(CALCULATED_EVENT, { detail, bubbles: true, composed: true }));
  });
  useEffect(() => {
    if (key === undefined || key === sent.current) return;
    sent.current = key;
    send();
  }, [key]);
}
