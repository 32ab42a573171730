import styled from '@emotion/styled';
import { media, radioLabels } from '@farm/ui';

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
