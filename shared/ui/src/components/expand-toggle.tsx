import styled from '@emotion/styled';
import { focusRing } from '../theme/focus-ring';

const Toggle = styled.button<{ $compact: boolean }>`
  width: ${({ $compact }) => ($compact ? '32px' : '44px')};
  height: ${({ $compact }) => ($compact ? '32px' : '44px')};
  padding: 0;
  font: inherit;
  color: ${({ theme }) => theme.colors.primary};
  background: ${({ theme, $compact }) => ($compact ? 'none' : theme.colors.surface)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;
  ${focusRing(1)}
`;

export interface ExpandToggleProps {
  /** Says what opens, e.g. 'Analysis of M123': the arrow alone says nothing to a screen reader. */
  label: string;
  open: boolean;
  /** The id of the panel it opens, named while it is open. */
  controls?: string;
  onToggle: () => void;
  /** 32 px for a dense grid row; otherwise a 44 px touch target. */
  compact?: boolean;
}

/** Opens or closes a row's or a card's detail. */
export function ExpandToggle({ label, open, controls, onToggle, compact = false }: ExpandToggleProps) {
  return (
    <Toggle type="button" $compact={compact} aria-label={label} aria-expanded={open} aria-controls={open ? controls : undefined} onClick={onToggle}>
      <span aria-hidden="true">{open ? '▾' : '▸'}</span>
    </Toggle>
  );
}
