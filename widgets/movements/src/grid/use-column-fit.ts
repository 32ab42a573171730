import { useLayoutEffect, useState, type RefObject } from 'react';
import { fitColumns, type ColumnFit } from './movement-columns';

/**
 * The columns the grid's box has room for, measured before it paints and again whenever it is resized (a window
 * resized or turned, the side menu, a scrollbar): the grid never scrolls sideways (spec 3 §1's desktop and tablet).
 * The same object while the same columns show, so the memoised rows draw again only when that changes.
 */
export function useColumnFit(box: RefObject<HTMLElement | null>): ColumnFit {
  const [width, setWidth] = useState<number>(Number.POSITIVE_INFINITY);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setWidth(element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [box]);
  return fitColumns(width);
}
