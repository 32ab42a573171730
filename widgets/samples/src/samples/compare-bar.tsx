import styled from '@emotion/styled';
import { SAMPLE_LIMITS } from '@farm/area-my-account';
import { Button } from '@farm/ui';
import { canCompare, compareHint } from '../lib/compare-selection';
import type { CompareSelectionState } from '../lib/use-compare-selection';

const Bar = styled.div`
  /* Kept in view under the list while samples are chosen, so Compare is at hand wherever the last box was. */
  &[data-active] {
    position: sticky;
    bottom: 0;
    z-index: 1;
  }
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  .status {
    flex: 1 1 16rem;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  .status p {
    margin: 0;
  }
  .hint {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.info};
  }
  .buttons {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.mobileMax}px) {
    .buttons,
    .buttons button {
      flex: 1;
    }
  }
`;

/**
 * The compare selection's bar, under the list and kept in view while samples are chosen: how many samples are chosen, §8's hints (one chosen;
 * the limit of 10 reached), what a commodity filter took out, Compare (from 2 samples) and Clear selection.
 */
export function CompareBar({ compare, onCompare }: { compare: CompareSelectionState; onCompare: () => void }) {
  const count = compare.selection.length;
  const hint = compareHint(compare.selection);
  return (
    <Bar role="region" aria-label="Compare samples" data-active={count > 0 || undefined}>
      <div className="status" role="status">
        <p>
          {count === 0
            ? `Select up to ${SAMPLE_LIMITS.compareMax} samples to compare their results.`
            : `${count} of ${SAMPLE_LIMITS.compareMax} samples selected`}
        </p>
        {hint && <p className="hint">{hint}</p>}
        {compare.notice && <p>{compare.notice}</p>}
      </div>
      <div className="buttons">
        <Button type="button" variant="secondary" disabled={count === 0} onClick={compare.clear}>
          Clear selection
        </Button>
        <Button type="button" disabled={!canCompare(compare.selection)} onClick={onCompare}>
          Compare
        </Button>
      </div>
    </Bar>
  );
}
