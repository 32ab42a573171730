import { useEffect, useState } from 'react';
import type { BehaviorSubject } from 'rxjs';

/** The current value of a bus subject, re-rendering on every change; unsubscribes on unmount. */
export function useBusValue<T>(subject: BehaviorSubject<T>): T {
  const [value, setValue] = useState(subject.value);
  useEffect(() => {
    const subscription = subject.subscribe(setValue);
    return () => subscription.unsubscribe();
  }, [subject]);
  return value;
}
