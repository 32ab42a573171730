import styled from '@emotion/styled';

/** A form's boxes and its button on one line, wrapping on a phone. */
export const InlineForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  > div {
    flex: 1 1 9rem;
    min-width: 0;
  }
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** £1.50 or −£2.00, as the desk's tables show a basis or premium. */
export const signedPounds = (value: number) => `${value < 0 ? '−' : ''}£${Math.abs(value).toFixed(2)}`;
