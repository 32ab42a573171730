import { css, type Theme } from '@emotion/react';
import { datePickerStyles } from '@farm/ui';
import { dateRangeStyles } from '@farm/ui/lists';

/** The screen's column, and its date range boxes beside the OK button (react-datepicker's calendar included). */
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
  ${dateRangeStyles({ theme })}
  .date-field {
    font-size: ${theme.fontSizes.sm};
  }
  .date-field input,
  .date-field select {
    width: 9.5rem;
    min-height: 44px;
    padding: 0 ${theme.space(2)};
    border: 1px solid ${theme.colors.muted};
    border-radius: ${theme.radius.sm};
    font: inherit;
    background: ${theme.colors.surface};
  }
  .date-field input[aria-invalid='true'] {
    border: 2px solid ${theme.colors.danger};
  }
  ${datePickerStyles({ theme })}
  @media (max-width: ${theme.breakpoints.mobileMax}px) {
    /* The toolbar's search and status boxes fill a phone's width by themselves (ListToolbar). */
    .range-picker {
      width: 100%;
    }
    .date-range-row {
      display: grid;
      grid-template-columns: 1fr 1fr;
    }
    .date-field input,
    .date-field select {
      width: 100%;
    }
  }
`;
