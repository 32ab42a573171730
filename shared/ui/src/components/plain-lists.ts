import styled from '@emotion/styled';

// Lists without bullets or indent, the two ways the portal lays them out. A widget styles its items, or changes the
// gap, with styled(StackedList) or styled(WrappedList).

/** Items stacked with a gap: cards on a phone, notices. */
export const StackedList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Items in a row that wraps: links, chips, a key, breadcrumbs. */
export const WrappedList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;
