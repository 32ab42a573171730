import styled from '@emotion/styled';
import { TableBox as BaseTableBox } from '@farm/ui';

// The admin page's parts; the page and its header are @farm/ui's, as every widget's.

/** The users table: @farm/ui's data table in a bordered box, its first column flush with the cards' text. */
export const TableBox = styled(BaseTableBox)`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  th,
  td {
    padding: ${({ theme }) => theme.space(2)};
  }
  th:first-of-type {
    padding-left: ${({ theme }) => theme.space(3)};
  }
  tbody tr:last-of-type > * {
    border-bottom: none;
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
