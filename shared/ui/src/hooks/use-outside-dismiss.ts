import { useEffect, type RefObject } from 'react';

/**
 * Closes a popup on a pointer-down outside `ref`. It reads the composed path, so it also works inside a
 * shadow root, where the event's target is retargeted to the host element.
 */
export function useOutsideDismiss(ref: RefObject<HTMLElement | null>, open: boolean, close: () => void): void {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: Event) => {
      if (ref.current && !event.composedPath().includes(ref.current)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [ref, open, close]);
}
