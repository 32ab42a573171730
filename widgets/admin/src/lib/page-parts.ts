import styled from '@emotion/styled';

// The admin page's parts; the page and its header are @farm/ui's, as every widget's.

/** A plain data table: full width, scrolling sideways inside its box if the screen is narrower than it. */
export const TableBox = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-variant-numeric: tabular-nums;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(2)};
    text-align: left;
    vertical-align: middle;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th:first-of-type {
    padding-left: ${({ theme }) => theme.space(3)};
  }
  tbody tr:last-of-type > * {
    border-bottom: none;
  }
  thead th {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
    background: ${({ theme }) => theme.colors.background};
  }
  tbody th {
    font-weight: 600;
  }
  td[data-action] {
    white-space: nowrap;
  }
`;

/** A message for the whole page: what was done (polite) or what went wrong (an alert). */
export const PageNotice = styled.p<{ tone: 'info' | 'problem' }>`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-left: 4px solid ${({ theme, tone }) => (tone === 'problem' ? theme.colors.danger : theme.colors.success)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: 600;
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
  &:empty {
    display: none;
  }
`;
