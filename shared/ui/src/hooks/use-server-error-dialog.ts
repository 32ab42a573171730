import { ApiError } from '@farm/core';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec 2 §8: a crop-marketing call that failed with a status over 400 opens the server-error dialog. */
export const isServerFailure = (error: unknown): boolean => error instanceof ApiError && error.status > 400;

/**
 * The server-error dialog's state for a screen: it opens for each new failure among `errors` (the screen's
 * queries) and each one `report`ed (its writes); OK closes it until the next.
 */
export function useServerErrorDialog(errors: readonly unknown[]): { open: boolean; report: (error: unknown) => void; close: () => void } {
  const seen = useRef(new Set<unknown>());
  const [open, setOpen] = useState(false);
  const report = useCallback((error: unknown) => {
    if (!isServerFailure(error) || seen.current.has(error)) return;
    seen.current.add(error);
    setOpen(true);
  }, []);
  // A new error object is a new failure; the same one on a later render is not (report skips it).
  useEffect(() => {
    for (const error of errors) report(error);
  });
  return { open, report, close: () => setOpen(false) };
}
