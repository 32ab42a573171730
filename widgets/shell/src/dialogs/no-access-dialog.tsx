import { OkDialog, SupportEmailLink, SupportPhoneLink } from '@farm/ui';
import type { DialogProps } from './dialog-props';

export const noAccessTitle = (tile: string) => `Looks like you don't have access to ${tile}.`;

/** Spec 1 §2: a locked tile, or a path of a tile the account cannot see. */
export function NoAccessDialog({ data, onClose }: DialogProps) {
  const tile = typeof data?.tile === 'string' ? data.tile : 'this area';
  return (
    <OkDialog open title={noAccessTitle(tile)} onClose={onClose} okLabel="Ok">
      <p>
        To request access, please call us on <SupportPhoneLink /> or email <SupportEmailLink />.
      </p>
    </OkDialog>
  );
}
