import styled from '@emotion/styled';
import { media } from '@farm/ui';

/** The page: a column with the portal's page padding (as crop marketing's pages have). */
export const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(6)};
  ${media.mobile} {
    padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)};
  }
`;

/** The page's h1 with its link back beside it, wrapping under it on a narrow screen. */
export const PageHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(6)};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    color: ${({ theme }) => theme.colors.primary};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primary};
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** A section of the page: a card with its h2. */
export const Section = styled.section`
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  ${media.mobile} {
    padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)};
  }
`;

/** A plain data table: full width, figures right-aligned, scrolling sideways inside its box if it must. */
export const TableBox = styled.div`
  overflow-x: auto;
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-variant-numeric: tabular-nums;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    text-align: left;
    vertical-align: middle;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  thead th {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
    background: ${({ theme }) => theme.colors.background};
  }
  [data-numeric] {
    text-align: right;
  }
`;
