import styled from '@emotion/styled';
import { useCallback, useEffect, useState, type ComponentPropsWithRef, type Ref } from 'react';
import { focusRing } from '../theme/focus-ring';

const Box = styled.div`
  overflow-x: auto;
  /* The scroll box holds its visually hidden texts too (absolutely placed): without it they would widen the page. */
  position: relative;
  ${focusRing(-3)}
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-variant-numeric: tabular-nums;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    text-align: left;
    vertical-align: middle;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  thead th {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
    background: ${({ theme }) => theme.colors.background};
  }
  [data-numeric] {
    text-align: right;
  }
`;

/** The name of the table a box holds: its aria-label, what its aria-labelledby names, or its caption. */
function tableName(box: HTMLElement): string {
  const table = box.querySelector('table');
  const labelledBy = table?.getAttribute('aria-labelledby');
  const named = labelledBy
    ? labelledBy
        .split(/\s+/)
        .map((id) => box.ownerDocument.getElementById(id)?.textContent ?? '')
        .join(' ')
    : '';
  return (table?.getAttribute('aria-label') || named || table?.caption?.textContent || 'Table').trim();
}

/**
 * The name of the box's table while the table is wider than the box (it scrolls sideways), else null. Watched
 * as the box or its table change size (a phone turned, rows arriving) and as the table is replaced.
 */
function useSideScroll(box: HTMLDivElement | null): string | null {
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    if (!box) return;
    const check = () => setName(box.scrollWidth > box.clientWidth + 1 ? tableName(box) : null);
    const resized = new ResizeObserver(check);
    const watch = () => {
      resized.disconnect();
      resized.observe(box);
      for (const child of box.children) resized.observe(child);
      check();
    };
    const replaced = new MutationObserver(watch);
    replaced.observe(box, { childList: true });
    watch();
    return () => {
      resized.disconnect();
      replaced.disconnect();
    };
  }, [box]);
  return name;
}

/**
 * A plain data table: full width, figures right-aligned, scrolling sideways inside its box if it must. While it
 * scrolls, the box is a region in the tab order, named after its table ('Alert history, scrolls sideways': not
 * the table's name alone, which the section around it often has), so a keyboard can scroll it too (WCAG 2.1.1;
 * axe's scrollable-region-focusable): a table of text alone has nothing else to focus. A caller that makes the
 * box focusable itself (`tabIndex`) keeps its own choice.
 */
export function TableBox({ ref, ...props }: ComponentPropsWithRef<'div'>) {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const attach = useCallback(
    (element: HTMLDivElement | null) => {
      setBox(element);
      assignRef(ref, element);
    },
    [ref],
  );
  const scrollsAs = useSideScroll(box);
  const reachable = scrollsAs !== null && props.tabIndex === undefined ? { tabIndex: 0, role: 'region', 'aria-label': `${scrollsAs}, scrolls sideways` } : {};
  return <Box ref={attach} {...reachable} {...props} />;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/** A TableBox in a rounded frame on the surface colour, for a table that stands alone on its page: a list, samples. */
export const FramedTableBox = styled(TableBox)`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  ${focusRing()}
`;
