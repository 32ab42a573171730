import styled from '@emotion/styled';
import { media } from '@farm/ui';

/** A card of the price desk: one thing the traders set. */
export const DeskCard = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0;
  }
  ${media.mobile} {
    padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)};
  }
`;

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
