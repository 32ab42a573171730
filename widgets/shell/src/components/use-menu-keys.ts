import { useCallback, useEffect, type KeyboardEvent, type RefObject } from 'react';

const items = (menu: HTMLElement | null) => Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

/**
 * Keyboard use of a header menu (WAI-ARIA menu button): the first item takes focus on opening, the arrow
 * keys, Home and End move between items, Escape closes and gives focus back to the button.
 */
export function useMenuKeys(menu: RefObject<HTMLElement | null>, trigger: RefObject<HTMLElement | null>, open: boolean, close: () => void) {
  useEffect(() => {
    if (open) items(menu.current)[0]?.focus();
  }, [menu, open]);

  return useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        close();
        trigger.current?.focus();
        return;
      }
      const list = items(menu.current);
      const index = list.indexOf(event.target as HTMLElement);
      if (index < 0) return;
      const target = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: list.length - 1 }[event.key];
      if (target === undefined) return;
      event.preventDefault();
      list[(target + list.length) % list.length]?.focus();
    },
    [menu, trigger, close],
  );
}
