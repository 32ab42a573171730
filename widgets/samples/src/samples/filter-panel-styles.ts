import { css, type Theme } from '@emotion/react';

/**
 * The samples filter panel as My Account's contract lists draw theirs: a bordered box of labelled boxes in a
 * wrapping row, Reset and Apply at the end; a phone's boxes fill its width.
 */
export const filterPanelStyles = ({ theme }: { theme: Theme }) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space(3)} ${theme.space(4)};
  margin: 0;
  padding: ${theme.space(4)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  .field {
    display: flex;
    flex-direction: column;
    gap: ${theme.space(1)};
  }
  label {
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.muted};
  }
  input,
  select {
    width: 10rem;
    min-height: 44px;
    padding: 0 ${theme.space(2)};
    border: 1px solid ${theme.colors.muted};
    border-radius: ${theme.radius.sm};
    font: inherit;
    background: ${theme.colors.surface};
  }
  input:focus-visible,
  select:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 1px;
  }
  input[aria-invalid='true'] {
    border: 2px solid ${theme.colors.danger};
  }
  .actions {
    display: flex;
    gap: ${theme.space(2)};
    margin-left: auto;
  }
  @media (max-width: ${theme.breakpoints.mobileMax}px) {
    flex-direction: column;
    align-items: stretch;
    input,
    select {
      width: 100%;
    }
    .actions {
      margin-left: 0;
    }
    .actions button {
      flex: 1;
    }
  }
`;
