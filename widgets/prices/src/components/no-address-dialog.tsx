import { clientConfig, cropMarketingMessages } from '@farm/core';
import { Button, Dialog } from '@farm/ui';

/**
 * Spec 2 §4, §8: the account has no collection address, so there are no prices to show: 'No Collection
 * Address', and who to contact.
 */
export function NoAddressDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { phone, email } = clientConfig().support;
  return (
    <Dialog
      open={open}
      title={cropMarketingMessages.noAddressTitle}
      onClose={onClose}
      actions={
        <Button type="button" onClick={onClose}>
          OK
        </Button>
      }
    >
      <p>
        {cropMarketingMessages.noAddressText} <a href={`mailto:${email}`}>{email}</a> or <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a>.
      </p>
    </Dialog>
  );
}
