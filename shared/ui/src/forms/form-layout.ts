import styled from '@emotion/styled';
import type { theme as farmTheme } from '../theme/theme';

/** Radio buttons with their labels, each 44 px tall for a thumb, with a visible focus ring; disabled ones muted. */
export const radioLabels = ({ theme }: { theme: typeof farmTheme }) => `
  label {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space(2)};
    min-height: 44px;
    cursor: pointer;
  }
  label:has(input:disabled) {
    color: ${theme.colors.muted};
    cursor: not-allowed;
  }
  input[type='radio'] {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${theme.colors.primary};
  }
  input[type='radio']:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** A group of radio buttons side by side under its legend, wrapping on a narrow screen. */
export const RadioChoice = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  border: none;
  min-width: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space(1)};
    padding: 0;
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  ${radioLabels}
`;

/** A dialog form's fields, one under another, text boxes full width. */
export const FormFields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  input[type='text'],
  input[type='email'],
  input[type='tel'] {
    width: 100%;
    box-sizing: border-box;
  }
`;

/** What went wrong with the form as a whole (the server's refusal), under its fields. */
export const FormProblem = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * A checkbox with its label and, under it, a line saying what it means: one row of a list of choices, divided by
 * a rule, the box 20 px and the row tall enough for a thumb.
 */
export const CheckboxChoice = styled.div`
  display: grid;
  grid-template-columns: 24px 1fr;
  gap: ${({ theme }) => theme.space(3)};
  align-items: start;
  padding: ${({ theme }) => theme.space(3)} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  label {
    cursor: pointer;
    font-weight: 600;
  }
  input {
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  span {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;
