import type { ComponentType } from 'react';
import { NoAccessDialog } from './no-access-dialog';

export interface DialogProps {
  data: Record<string, unknown> | undefined;
  onClose: () => void;
}

/** Every dialog another part of the portal can open with `openDialog(kind, data)`, by kind. */
export const dialogRegistry: Record<string, ComponentType<DialogProps>> = {
  'no-access': NoAccessDialog,
};
