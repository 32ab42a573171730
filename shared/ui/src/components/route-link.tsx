import { navigate } from '@farm/core';
import type { MouseEvent, ReactNode } from 'react';

export interface RouteLinkProps {
  /** A portal path, e.g. `paths.cropMarketing`. */
  path: string;
  className?: string;
  children: ReactNode;
}

/** A real link (open in a new tab works), routed in place by single-spa on a plain click. */
export function RouteLink({ path, className, children }: RouteLinkProps) {
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    navigate(path);
  };
  return (
    <a href={path} className={className} onClick={open}>
      {children}
    </a>
  );
}
