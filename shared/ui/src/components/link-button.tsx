import styled from '@emotion/styled';
import { focusRing } from '../theme/focus-ring';

/** A button that reads as a link in running text or a table cell: it opens something (a dialog, a document) in place. */
export const LinkButton = styled.button`
  padding: 0;
  min-height: 24px;
  font: inherit;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: underline;
  background: none;
  border: none;
  cursor: pointer;
  overflow-wrap: anywhere;
  text-align: left;
  ${focusRing()}
`;
