import styled from '@emotion/styled';
import { Button, spreadRow } from '@farm/ui';

/** A list's cards on a phone. */
export const CardList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(3)};
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export interface LoadMoreFooterProps {
  shown: number;
  totalItems: number;
  loading: boolean;
  onLoadMore: () => void;
  /** The button's words: 'Load More' on the contract lists, 'Load more' on movements (spec 3 §2). */
  label: string;
}

/** Under a phone's cards: 'n of total results', and the Load more button while the server has more (spec 3 §2, §4). */
export function LoadMoreFooter({ shown, totalItems, loading, onLoadMore, label }: LoadMoreFooterProps) {
  return (
    <Footer>
      <p aria-live="polite">
        {shown} of {totalItems} results
      </p>
      {shown < totalItems && (
        <Button type="button" variant="secondary" disabled={loading} onClick={onLoadMore}>
          {label}
        </Button>
      )}
    </Footer>
  );
}

/** Under a desktop grid: the page-size menu and the Pager on one line. */
export const GridFooter = styled.div`
  ${spreadRow('center', 3)}
  nav {
    margin-top: 0;
  }
`;
