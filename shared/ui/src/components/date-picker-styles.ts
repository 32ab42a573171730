import { css, type Theme } from '@emotion/react';

/**
 * react-datepicker's calendar in the portal's look. Its own stylesheet is a global CSS file, which would not
 * reach a widget's shadow root; these rules are emotion's, so they go wherever the widget's styles go (the
 * page, or the custom element's shadow root). Only the parts a single-date picker shows are styled.
 */
export const datePickerStyles = ({ theme }: { theme: Theme }) => css`
  .react-datepicker-wrapper,
  .react-datepicker__input-container {
    display: block;
  }
  .react-datepicker-popper {
    z-index: 5;
  }
  .react-datepicker {
    position: relative;
    padding: ${theme.space(2)};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.md};
    background: ${theme.colors.surface};
    box-shadow: ${theme.shadow.raised};
    font-family: ${theme.fontFamily};
    font-size: ${theme.fontSizes.sm};
  }
  .react-datepicker__aria-live,
  .react-datepicker__sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  .react-datepicker__header {
    text-align: center;
  }
  .react-datepicker__current-month {
    margin: ${theme.space(2)} 0;
    font-size: ${theme.fontSizes.md};
    font-weight: 600;
  }
  .react-datepicker__navigation {
    position: absolute;
    top: ${theme.space(2)};
    width: 40px;
    height: 40px;
    padding: 0;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.sm};
    background: ${theme.colors.surface};
    overflow: hidden;
    text-indent: -999px;
    cursor: pointer;
    &:focus-visible {
      outline: 3px solid ${theme.colors.focus};
      outline-offset: 1px;
    }
    &::after {
      content: '';
      position: absolute;
      top: 15px;
      width: 8px;
      height: 8px;
      border-top: 2px solid ${theme.colors.text};
      border-right: 2px solid ${theme.colors.text};
    }
  }
  .react-datepicker__navigation--previous {
    left: ${theme.space(2)};
    &::after {
      left: 16px;
      transform: rotate(-135deg);
    }
  }
  .react-datepicker__navigation--next {
    right: ${theme.space(2)};
    &::after {
      left: 12px;
      transform: rotate(45deg);
    }
  }
  .react-datepicker__day-names,
  .react-datepicker__week {
    display: flex;
  }
  .react-datepicker__day-name,
  .react-datepicker__day {
    position: relative;
    width: 40px;
    height: 40px;
    margin: 1px;
    line-height: 40px;
    text-align: center;
  }
  .react-datepicker__day-name {
    font-size: ${theme.fontSizes.xs};
    color: ${theme.colors.muted};
  }
  .react-datepicker__day {
    border-radius: ${theme.radius.sm};
    cursor: pointer;
    &:hover {
      background: ${theme.colors.background};
    }
  }
  .react-datepicker__day--outside-month {
    visibility: hidden;
  }
  .react-datepicker__day--today {
    font-weight: 700;
  }
  .react-datepicker__day--keyboard-selected,
  .react-datepicker__day:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: -2px;
  }
  .react-datepicker__day--selected,
  .react-datepicker__day--selected:hover {
    color: ${theme.colors.primaryText};
    background: ${theme.colors.primary};
  }
  .react-datepicker__day--disabled,
  .react-datepicker__day--disabled:hover {
    color: ${theme.colors.border};
    background: none;
    cursor: default;
  }
`;
