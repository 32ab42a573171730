import styled from '@emotion/styled';
import { focusRing } from '../theme/focus-ring';

/** A 44 px icon button; its aria-label says what it does to which row. */
const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
  &[data-danger] {
    color: ${({ theme }) => theme.colors.danger};
  }
  ${focusRing()}
`;

const Row = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space(2)};
`;

export interface RowActionsProps {
  /** What each button does to whom, for screen readers: 'Edit Gwen Ashby', 'Delete Gwen Ashby'. */
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** The edit (pencil) and delete (bin) icon buttons of a listed item, in a table row or on a card. */
export function RowActions({ editLabel, deleteLabel, onEdit, onDelete }: RowActionsProps) {
  return (
    <Row>
      <IconButton type="button" aria-label={editLabel} onClick={onEdit}>
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 20h4L19 9l-4-4L4 16v4Zm10-14 4 4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
        </svg>
      </IconButton>
      <IconButton type="button" data-danger aria-label={deleteLabel} onClick={onDelete}>
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M5 7h14M10 7V4h4v3m-7 0 1 13h8l1-13M10 11v6m4-6v6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
        </svg>
      </IconButton>
    </Row>
  );
}
