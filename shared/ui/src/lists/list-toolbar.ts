import styled from '@emotion/styled';

/** The row above a list: its quick search, Sort by on a phone and Export to CSV ('.search' is a labelled box). */
export const ListToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  .search {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  .search input,
  .search select {
    width: 18rem;
    max-width: 100%;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.muted};
    border-radius: ${({ theme }) => theme.radius.sm};
    font: inherit;
  }
  /* A phone's boxes fill its width, as its cards do. */
  @media (max-width: ${({ theme }) => theme.breakpoints.mobileMax}px) {
    .search,
    .search input,
    .search select {
      width: 100%;
    }
  }
  .search input:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;
