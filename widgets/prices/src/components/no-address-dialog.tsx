import { cropMarketingMessages } from '@farm/core';
import { OkDialog, SupportEmailLink, SupportPhoneLink } from '@farm/ui';

/**
 * Spec 2 §4, §8: the account has no collection address, so there are no prices to show: 'No Collection
 * Address', and who to contact.
 */
export function NoAddressDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <OkDialog open={open} title={cropMarketingMessages.noAddressTitle} onClose={onClose}>
      <p>
        {cropMarketingMessages.noAddressText} <SupportEmailLink /> or <SupportPhoneLink />.
      </p>
    </OkDialog>
  );
}
