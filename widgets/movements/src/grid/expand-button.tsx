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

/** Opens or closes a moved load's analysis (spec 3 §2); planned loads have none, so no button. */
export function ExpandButton({ movementReference, open, onToggle }: { movementReference: string; open: boolean; onToggle: () => void }) {
  return (
    <Toggle type="button" aria-expanded={open} aria-label={`Analysis of ${movementReference}`} onClick={onToggle}>
      <span aria-hidden="true">{open ? '▾' : '▸'}</span>
    </Toggle>
  );
}
