import { shellDialogMessages } from '@farm/core';
import { OkDialog } from './ok-dialog';
import { SupportEmailLink, SupportPhoneLink } from './support-links';

/**
 * Spec 2 §4, §8: the account has no collection address, so crop marketing has no prices for it: 'No Collection
 * Address', and who to contact. The prices panels, the crop marketing page and the shell (when the route turns
 * such a business away) all say it with this one dialog.
 */
export function NoCollectionAddressDialog({ open = true, onClose }: { open?: boolean; onClose: () => void }) {
  return (
    <OkDialog open={open} title={shellDialogMessages.noAddressTitle} onClose={onClose}>
      <p>
        {shellDialogMessages.noAddressText} <SupportEmailLink /> or <SupportPhoneLink />.
      </p>
    </OkDialog>
  );
}
