import type { ReactNode } from 'react';
import { FormProblem } from '../forms/form-layout';
import { Button, CancelButton } from './button';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  title: string;
  /** The button that does it: 'Delete', 'Withdraw'. */
  confirmLabel: string;
  /** Disables the button while the change is on its way, so one click makes one change. */
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** Why the change failed, shown under the question; none while it has not. */
  problem?: string | undefined;
  children: ReactNode;
}

/** A change that cannot be taken back (a removal, a withdrawal) asks first: Cancel, or the change itself. */
export function ConfirmDialog({ title, confirmLabel, pending, onConfirm, onClose, problem, children }: ConfirmDialogProps) {
  const actions = (
    <>
      <CancelButton onClick={onClose} />
      <Button type="button" disabled={pending} onClick={onConfirm}>
        {confirmLabel}
      </Button>
    </>
  );
  return (
    <Dialog open title={title} onClose={onClose} actions={actions}>
      {children}
      {problem && <FormProblem role="alert">{problem}</FormProblem>}
    </Dialog>
  );
}
