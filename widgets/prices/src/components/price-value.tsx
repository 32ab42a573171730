import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { formatPrice } from '../lib/price-format';
import { usePriceMove } from '../hooks/use-price-move';

const MARK_MS = 2_000;

const fadeUp = keyframes`from { background-color: #cfe8d6; } to { background-color: transparent; }`;
const fadeDown = keyframes`from { background-color: #f5d5d1; } to { background-color: transparent; }`;
// Reduced motion: no fade, the colour holds and then goes at once (the mark still ends, so it can go again).
const holdUp = keyframes`from, to { background-color: #cfe8d6; }`;
const holdDown = keyframes`from, to { background-color: #f5d5d1; }`;

const Value = styled.span`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-variant-numeric: tabular-nums;
  &[data-moved='up'] {
    animation: ${fadeUp} ${MARK_MS}ms ease-out;
  }
  &[data-moved='down'] {
    animation: ${fadeDown} ${MARK_MS}ms ease-out;
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-moved='up'] {
      animation-name: ${holdUp};
      animation-timing-function: step-end;
    }
    &[data-moved='down'] {
      animation-name: ${holdDown};
      animation-timing-function: step-end;
    }
  }
`;

/** A price that marks itself for a moment when a live tick moves it (data-moved="up" or "down"). */
export function PriceValue({ value, decimals }: { value: number | null | undefined; decimals?: number }) {
  const { move, settle } = usePriceMove(value);
  return (
    <Value key={move?.count ?? 0} data-moved={move?.direction} onAnimationEnd={settle}>
      {formatPrice(value, decimals)}
    </Value>
  );
}
