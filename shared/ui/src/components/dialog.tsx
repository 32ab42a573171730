import styled from '@emotion/styled';
import { useId, useRef, type ReactNode } from 'react';
import { useModalDialog } from '../hooks/use-modal-dialog';

export interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** The buttons along the bottom. */
  actions?: ReactNode;
  /** 'wide' for content that needs the room, e.g. a chart; a phone gets its whole width either way. */
  size?: 'default' | 'wide';
}

const NativeDialog = styled.dialog<{ $wide: boolean }>`
  border: none;
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  padding: ${({ theme }) => theme.space(6)};
  width: min(${({ $wide }) => ($wide ? '1100px' : '480px')}, calc(100vw - 32px));
  max-height: calc(100dvh - 32px);
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fontFamily};
  &::backdrop {
    background: rgba(20, 28, 24, 0.55);
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(6)};
`;

/**
 * A modal on the native <dialog>: the browser traps focus and handles Escape; closing (or unmounting) gives
 * focus back to the control that opened it.
 */
export function Dialog({ open, title, onClose, children, actions, size = 'default' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useModalDialog(ref, open);
  return (
    <NativeDialog ref={ref} $wide={size === 'wide'} aria-labelledby={titleId} onClose={onClose} onCancel={onClose}>
      {open && (
        <>
          <Title id={titleId}>{title}</Title>
          {children}
          {actions && <Actions>{actions}</Actions>}
        </>
      )}
    </NativeDialog>
  );
}
