import { clientConfig } from '@farm/core';
import { Button, Dialog } from '@farm/ui';
import type { DialogProps } from './registry';

export const noAccessTitle = (tile: string) => `Looks like you don't have access to ${tile}.`;

/** Spec 1 §2: a locked tile, or a path of a tile the account cannot see. */
export function NoAccessDialog({ data, onClose }: DialogProps) {
  const { phone, email } = clientConfig().support;
  const tile = typeof data?.tile === 'string' ? data.tile : 'this area';
  return (
    <Dialog
      open
      title={noAccessTitle(tile)}
      onClose={onClose}
      actions={
        <Button type="button" onClick={onClose}>
          Ok
        </Button>
      }
    >
      <p>
        To request access, please call us on <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a> or email{' '}
        <a href={`mailto:${email}`}>{email}</a>.
      </p>
    </Dialog>
  );
}
