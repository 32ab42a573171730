import styled from '@emotion/styled';
import { spreadRow, useModalDialog } from '@farm/ui';
import { useId, useRef, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import { IconButton } from '../components/menu-parts';
import { DRAWER_ID } from './drawer-state';

const Sheet = styled.dialog`
  position: fixed;
  inset: 0 auto 0 0;
  width: min(300px, 85vw);
  height: 100%;
  max-width: none;
  max-height: none;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  border: none;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  font-family: ${({ theme }) => theme.fontFamily};
  &::backdrop {
    background: rgba(20, 28, 24, 0.55);
  }
`;

const Top = styled.div`
  ${spreadRow('center', 2, 'nowrap')}
  min-height: 64px;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(5)};
  color: #fff;
  background: ${({ theme }) => theme.colors.primary};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** The header's round icon button, squared off: the drawer's ×. */
const Close = styled(IconButton)`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: 1;
  border-radius: ${({ theme }) => theme.radius.sm};
`;

/** A click that lands on the dialog box itself but outside its rectangle is a click on the backdrop. */
const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
  const box = event.currentTarget.getBoundingClientRect();
  const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
  return event.target === event.currentTarget && !inside;
};

/**
 * The sidebar as a drawer from the left edge, for phones: a modal <dialog>, so focus stays inside and Escape
 * closes it; so do its close button and a click on the backdrop. Focus then goes back to the menu button.
 */
export function Drawer({ open, onClose, children }: { open: boolean; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useModalDialog(ref, open);
  const cancel = (event: SyntheticEvent) => {
    // The state closes it, so the bus and the element never disagree.
    event.preventDefault();
    onClose();
  };
  return (
    <Sheet ref={ref} id={DRAWER_ID} aria-labelledby={titleId} onCancel={cancel} onClick={(event) => onBackdrop(event) && onClose()}>
      {open && (
        <>
          <Top>
            <h2 id={titleId}>Menu</h2>
            <Close type="button" aria-label="Close menu" onClick={onClose}>
              ×
            </Close>
          </Top>
          {children}
        </>
      )}
    </Sheet>
  );
}
