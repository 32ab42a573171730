import styled from '@emotion/styled';

/** The panel a list row opens (a load's analysis, a sample's results): tinted, with small captioned tables. */
export const RowDetail = styled.div`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.background};
  table {
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: ${({ theme }) => theme.space(1)};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
  [data-numeric] {
    text-align: right;
  }
`;
