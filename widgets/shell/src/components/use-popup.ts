import { useOutsideDismiss } from '@farm/ui';
import { useCallback, useRef, useState, type KeyboardEvent } from 'react';

/**
 * A header popup opened by a button (the business switcher, the notifications and avatar menus). Escape, or
 * a choice made in it, closes it and gives focus back to its button, so a dialog the choice opens returns
 * focus there too; a click elsewhere closes it and leaves focus where the user clicked.
 */
export function usePopup() {
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const dismiss = useCallback(() => setOpen(false), []);
  const close = useCallback(() => {
    setOpen(false);
    trigger.current?.focus();
  }, []);
  const toggle = useCallback(() => setOpen((value) => !value), []);
  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !open) return;
      event.preventDefault();
      close();
    },
    [open, close],
  );

  useOutsideDismiss(wrapper, open, dismiss);

  return { open, toggle, close, wrapper, trigger, onKeyDown };
}
