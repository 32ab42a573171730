import styled from '@emotion/styled';

/** Hides an element from the eye but not from screen readers (a table's header row shown as cards). */
export const visuallyHidden = `
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/** Text for screen readers only. */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
