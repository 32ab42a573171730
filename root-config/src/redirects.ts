import { paths } from '@farm/core';

/** Spec 1 §2: / and /login go to the dashboard; everything else stays where it is. */
export function initialRedirect(pathname: string): string | undefined {
  return pathname === '/' || pathname === '/login' ? paths.dashboard : undefined;
}
