import { css, type Theme } from '@emotion/react';
import { media, visuallyHidden } from '@farm/ui';

/** A price table: full width, numbers right-aligned. */
export const priceTable = (theme: Theme) => css`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.fontSizes.sm};
  th,
  td {
    padding: ${theme.space(2)} ${theme.space(3)};
    text-align: left;
    border-bottom: 1px solid ${theme.colors.border};
    vertical-align: middle;
  }
  thead th {
    font-weight: 600;
    color: ${theme.colors.muted};
    background: ${theme.colors.background};
  }
  tbody th {
    font-weight: 600;
  }
  td[data-numeric],
  th[data-numeric] {
    text-align: right;
  }
`;

/**
 * A narrow table of short figures (futures and exchange rates): a table still on a phone, closer packed, the
 * numbers in columns where the eye can compare them.
 */
export const compactTable = ({ theme }: { theme: Theme }) => css`
  ${priceTable(theme)}
  font-variant-numeric: tabular-nums;
  ${media.mobile} {
    th,
    td {
      padding: ${theme.space(2)} ${theme.space(1)};
    }
  }
`;

/**
 * A price table whose rows become cards on a phone, each cell labelled from its `data-label` (the header is
 * still there for screen readers), with its actions cell (`data-actions`) at the right.
 */
export const responsiveTable = ({ theme }: { theme: Theme }) => css`
  ${priceTable(theme)}
  ${media.mobile} {
    thead {
      ${visuallyHidden}
    }
    tr {
      display: grid;
      grid-template-columns: 1fr 1fr auto;
      gap: ${theme.space(1)} ${theme.space(3)};
      padding: ${theme.space(3)} 0;
      border-bottom: 1px solid ${theme.colors.border};
    }
    td,
    tbody th {
      display: flex;
      flex-direction: column;
      gap: 2px;
      padding: 0;
      border: none;
    }
    td[data-numeric] {
      text-align: left;
    }
    [data-label]::before {
      content: attr(data-label);
      font-size: ${theme.fontSizes.xs};
      color: ${theme.colors.muted};
    }
    td[data-actions] {
      grid-column: 3;
      grid-row: 1 / span 2;
      align-self: center;
    }
  }
`;
