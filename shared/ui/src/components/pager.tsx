import styled from '@emotion/styled';
import { Button } from './button';

const Nav = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(3)};
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export interface PagerProps {
  /** Names the navigation, e.g. 'Release notes pages'. */
  label: string;
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}

/** Previous / 'Page N of M' / Next under a list paged on the server; nothing when everything fits on one page. */
export function Pager({ label, page, total, pageSize, onPage }: PagerProps) {
  if (total <= pageSize) return null;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Nav aria-label={label}>
      <Button type="button" variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <p aria-live="polite">
        Page {page} of {pages}
      </p>
      <Button type="button" variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </Nav>
  );
}
