import { css, type Theme } from '@emotion/react';

/** The screen's column, and its date range beside the OK button. */
export const screenStyles = ({ theme }: { theme: Theme }) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(3)};
  min-width: 0;
  /* The switch keeps its own width; the column would stretch it across the page. */
  .status {
    align-self: flex-start;
  }
  .range-picker {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: ${theme.space(2)};
  }
  @media (max-width: ${theme.breakpoints.mobileMax}px) {
    /* The toolbar's search and status boxes fill a phone's width by themselves (ListToolbar); the range's boxes
       fill it too (DateRangeFields). */
    .range-picker {
      width: 100%;
    }
  }
`;
