import styled from '@emotion/styled';

/** The borderless fieldset, with a small bold legend, that every calculator's choice of options sits in. */
export const ChoiceGroup = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space(1)};
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;
