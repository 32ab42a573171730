import styled from '@emotion/styled';

const Toggle = styled.button`
  width: 44px;
  height: 44px;
  padding: 0;
  font: inherit;
  color: ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

/** Opens or closes a sample's detail panel. */
export function ExpandToggle({ label, open, controls, onToggle }: { label: string; open: boolean; controls: string; onToggle: () => void }) {
  return (
    <Toggle type="button" aria-label={label} aria-expanded={open} aria-controls={open ? controls : undefined} onClick={onToggle}>
      <span aria-hidden="true">{open ? '▾' : '▸'}</span>
    </Toggle>
  );
}
