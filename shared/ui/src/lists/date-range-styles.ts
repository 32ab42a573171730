import { css, type Theme } from '@emotion/react';
import { datePickerStyles } from '@farm/ui';

/**
 * DateRangeFields' look, the same in every list: a fieldset without a frame, its legend, From, To and the shortcuts
 * side by side (two columns on a phone, filling its width), each label over its box, a box that is not valid in red,
 * and react-datepicker's calendar.
 */
export const dateRangeStyles = ({ theme }: { theme: Theme }) => css`
  margin: 0;
  padding: 0;
  border: none;
  min-width: 0;
  > legend {
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
  /* As wide as its box: a message under it wraps rather than pushing the next box along. */
  .date-field {
    display: flex;
    flex-direction: column;
    gap: ${theme.space(1)};
    width: 9.5rem;
    font-size: ${theme.fontSizes.sm};
  }
  .date-field > label {
    color: ${theme.colors.muted};
  }
  .date-field input,
  .date-field select {
    box-sizing: border-box;
    width: 9.5rem;
    min-height: 44px;
    padding: 0 ${theme.space(2)};
    border: 1px solid ${theme.colors.muted};
    border-radius: ${theme.radius.sm};
    font: inherit;
    background: ${theme.colors.surface};
  }
  .date-field input:focus-visible,
  .date-field select:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 1px;
  }
  .date-field input[aria-invalid='true'] {
    border: 2px solid ${theme.colors.danger};
  }
  ${datePickerStyles({ theme })}
  @media (max-width: ${theme.breakpoints.mobileMax}px) {
    width: 100%;
    .date-range-row {
      display: grid;
      grid-template-columns: 1fr 1fr;
    }
    .date-field {
      width: auto;
      min-width: 0;
    }
    .date-field input,
    .date-field select {
      width: 100%;
    }
  }
`;
