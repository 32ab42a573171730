import styled from '@emotion/styled';

const Toggle = styled.button`
  width: 32px;
  height: 32px;
  padding: 0;
  font: inherit;
  color: ${({ theme }) => theme.colors.primary};
  background: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

export interface ExpandButtonProps {
  movementReference: string;
  /** A moved load, with an analysis (spec 3 §2); a planned one has none. */
  moved: boolean;
  /** Whether the row also holds columns the grid folded away for want of room. */
  folded: boolean;
  open: boolean;
  onToggle: () => void;
}

const labelOf = ({ movementReference, moved, folded }: ExpandButtonProps) =>
  `${folded ? (moved ? 'Details and analysis' : 'Details') : 'Analysis'} of ${movementReference}`;

/**
 * Opens or closes a row: a moved load's analysis (spec 3 §2), with the columns folded into it on a narrow grid;
 * a planned load has no analysis, so a button only where columns were folded ('Details of …').
 */
export function ExpandButton(props: ExpandButtonProps) {
  const { open, onToggle } = props;
  return (
    <Toggle type="button" aria-expanded={open} aria-label={labelOf(props)} onClick={onToggle}>
      <span aria-hidden="true">{open ? '▾' : '▸'}</span>
    </Toggle>
  );
}
