import styled from '@emotion/styled';
import type { PriceRow } from '@farm/core';
import { VisuallyHidden } from '@farm/ui';
import { formatPrice } from '../lib/price-format';

const Change = styled.span<{ direction: PriceRow['changeDirection'] }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  color: ${({ theme, direction }) => (direction === '+' ? theme.colors.success : direction === '-' ? theme.colors.danger : theme.colors.muted)};
`;

const ARROWS = { '+': '▲', '-': '▼', '': '–' } as const;
const SPOKEN = { '+': 'up', '-': 'down', '': 'unchanged' } as const;

/** Spec 2 §2: the change since the last close, as a direction arrow and the net change. */
export function PriceChange({ direction, netChange, decimals }: Pick<PriceRow, 'netChange'> & { direction: PriceRow['changeDirection']; decimals?: number }) {
  return (
    <Change direction={direction}>
      <span aria-hidden="true">{ARROWS[direction]}</span>
      <VisuallyHidden>{SPOKEN[direction]} </VisuallyHidden>
      {formatPrice(Math.abs(netChange), decimals)}
    </Change>
  );
}
