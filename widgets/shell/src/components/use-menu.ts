import { navigate } from '@farm/core';
import { useCallback, useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { usePopup } from './use-popup';

const items = (menu: HTMLElement | null) => Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

/**
 * A header menu (WAI-ARIA menu button) on top of the popup: the first item takes focus on opening, the
 * arrow keys, Home and End move between items, and choosing an item closes the menu before it acts.
 */
export function useMenu() {
  const popup = usePopup();
  const { open, close, onKeyDown: onPopupKeyDown } = popup;
  const menu = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (open) items(menu.current)[0]?.focus();
  }, [open]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      onPopupKeyDown(event);
      const list = items(menu.current);
      const index = list.indexOf(event.target as HTMLElement);
      if (index < 0) return;
      const target = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: list.length - 1 }[event.key];
      if (target === undefined) return;
      event.preventDefault();
      list[(target + list.length) % list.length]?.focus();
    },
    [onPopupKeyDown],
  );

  /** An item's click handler: the menu closes (focus back on its button), then the item does its work. */
  const choose = useCallback(
    (action: () => void) => (event: MouseEvent) => {
      event.preventDefault();
      close();
      action();
    },
    [close],
  );

  /** An item that is a link to a portal path: its href, and a click that routes in place. */
  const linkTo = useCallback((path: string) => ({ href: path, onClick: choose(() => navigate(path)) }), [choose]);

  return { ...popup, menu, onKeyDown, choose, linkTo };
}
