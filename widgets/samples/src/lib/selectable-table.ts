import styled from '@emotion/styled';
import { TableBox } from '@farm/ui';

/** A table of rows chosen by a checkbox each (the parcels, the wizard's samples): the box centred, a chosen row tinted. */
export const SelectableTable = styled(TableBox)`
  input[type='checkbox'] {
    /* A block, so it sits in the middle of its row rather than on the text's baseline. */
    display: block;
    width: 22px;
    height: 22px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  tr[data-selected] > * {
    background: #eef5f0;
  }
`;
