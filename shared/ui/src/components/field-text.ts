import styled from '@emotion/styled';

/** Under or above a form control: what to type, or how much is used. */
export const FieldHint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

/** A form control's problem, shown under it (give it role="alert" so it is announced). */
export const FieldError = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;
