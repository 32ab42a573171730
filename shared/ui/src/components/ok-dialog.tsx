import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

export interface OkDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** The spec writes it 'OK' in most dialogs and 'Ok' in some. */
  okLabel?: string;
  children: ReactNode;
}

/** A dialog that only tells: its text and a single OK that closes it. */
export function OkDialog({ open, title, onClose, okLabel = 'OK', children }: OkDialogProps) {
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onClose}
      actions={
        <Button type="button" onClick={onClose}>
          {okLabel}
        </Button>
      }
    >
      {children}
    </Dialog>
  );
}
