import styled from '@emotion/styled';

/** A list in one bordered box, its items ruled apart: release notes, a report's history. */
export const BoxedList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  > li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
