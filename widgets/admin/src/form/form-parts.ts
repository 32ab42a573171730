import styled from '@emotion/styled';
import { media, type theme as farmTheme } from '@farm/ui';

/** Radio buttons with their labels, each 44 px tall for a thumb, with a visible focus ring. */
const radioLabels = ({ theme }: { theme: typeof farmTheme }) => `
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

export const Fields = styled.div`
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

/** A group of radio buttons under its legend. */
export const Choice = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0 ${({ theme }) => theme.space(4)};
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

/** The tile access groups: a row each on a wide dialog (tile, then its three states), stacked on a phone. */
export const TileGroups = styled.fieldset`
  margin: 0;
  padding: 0;
  border: none;
  min-width: 0;
  ${radioLabels}
  > legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-weight: 600;
  }
  > fieldset {
    display: grid;
    grid-template-columns: 9em repeat(3, auto);
    justify-content: start;
    column-gap: ${({ theme }) => theme.space(4)};
    min-width: 0;
    margin: 0;
    padding: ${({ theme }) => theme.space(1)} 0;
    border: none;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  > fieldset > legend {
    float: left;
    align-self: center;
    margin: 0;
  }
  > fieldset > p {
    grid-column: 1 / -1;
  }
  ${media.mobile} {
    /* The three states side by side while they fit, the last one wrapping under on the narrowest phones. */
    > fieldset {
      display: flex;
      flex-wrap: wrap;
    }
    > fieldset > legend {
      float: none;
    }
    > fieldset > p {
      flex-basis: 100%;
    }
  }
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

export const Problem = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;
