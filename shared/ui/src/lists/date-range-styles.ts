import { css, type Theme } from '@emotion/react';

/** DateRangeFields' layout: its fieldset and legend, From, To and the shortcuts side by side, each label over its box. */
export const dateRangeStyles = ({ theme }: { theme: Theme }) => css`
  fieldset {
    margin: 0;
    padding: 0;
    border: none;
    min-width: 0;
  }
  legend {
    padding: 0;
    margin-bottom: ${theme.space(1)};
    font-weight: 600;
    font-size: ${theme.fontSizes.sm};
  }
  .date-range-row {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(3)};
  }
  .date-field {
    display: flex;
    flex-direction: column;
    gap: ${theme.space(1)};
  }
`;
