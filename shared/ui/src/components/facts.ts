import styled from '@emotion/styled';

/** A short list of labelled facts, label beside value: what a dialog is about, or a card's details. */
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

/** A list item shown as a card on a phone: its heading, then its facts (a dl) in small type, then its buttons. */
export const FactCard = styled.li`
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  h2,
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSizes.md};
    overflow-wrap: anywhere;
  }
  dl {
    display: grid;
    grid-template-columns: minmax(0, auto) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/**
 * A fact card the user picks with its checkbox (parcels to delete, samples to compare): a picked card
 * (`data-selected`) has a strong edge, and its checkbox label is a 44 px thumb target.
 */
export const SelectableCard = styled(FactCard)`
  &[data-selected] {
    border: 2px solid ${({ theme }) => theme.colors.primary};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 44px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }
  input[type='checkbox'] {
    width: 22px;
    height: 22px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;
