import { INTERNAL_USER_PASSWORD_MESSAGE, INTERNAL_USER_PASSWORD_TITLE } from '@farm/core';
import { OkDialog } from '@farm/ui';
import type { DialogProps } from './dialog-props';

/** Spec 1 §6: staff sign in with the supplier's own accounts, so MyFarm cannot change their password. */
export function InternalUserDialog({ onClose }: DialogProps) {
  return (
    <OkDialog open title={INTERNAL_USER_PASSWORD_TITLE} onClose={onClose} okLabel="Ok">
      <p>{INTERNAL_USER_PASSWORD_MESSAGE}</p>
    </OkDialog>
  );
}
