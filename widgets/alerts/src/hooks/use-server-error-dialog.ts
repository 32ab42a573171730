import { ApiError } from '@farm/core';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec 2 §8: a crop-marketing load that failed with a status over 400 opens the server-error dialog. */
const isServerFailure = (error: unknown): boolean => error instanceof ApiError && error.status > 400;

/** The server-error dialog's state for the page: it opens for each new failure among `errors`; OK closes it. */
export function useServerErrorDialog(errors: readonly unknown[]): { open: boolean; close: () => void } {
  const seen = useRef(new Set<unknown>());
  const [open, setOpen] = useState(false);
  const report = useCallback((error: unknown) => {
    if (!isServerFailure(error) || seen.current.has(error)) return;
    seen.current.add(error);
    setOpen(true);
  }, []);
  useEffect(() => {
    for (const error of errors) report(error);
  });
  return { open, close: () => setOpen(false) };
}
