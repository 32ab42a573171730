import { BANK_PARTNER_NAME, BANK_PARTNER_URL } from '@farm/area-bank-partner';
import { OkDialog, SupportEmailLink, SupportPhoneLink } from '@farm/ui';
import type { DialogProps } from './dialog-props';

const oxburyPromptTitle = `Your business does not bank with ${BANK_PARTNER_NAME} yet`;

/** Spec 1 §6: the bank partner link of a business that is not a customer of the partner bank raises this prompt. */
export function OxburyPromptDialog({ onClose }: DialogProps) {
  return (
    <OkDialog open title={oxburyPromptTitle} onClose={onClose} okLabel="Ok">
      <p>
        {BANK_PARTNER_NAME} is our partner bank for farmers. Its pages in MyFarm are for businesses that already bank with {BANK_PARTNER_NAME}.
      </p>
      <p>
        To find out about opening an account, or if you think your business already banks with {BANK_PARTNER_NAME}, please call us on{' '}
        <span style={{ whiteSpace: 'nowrap' }}>
          <SupportPhoneLink />
        </span>{' '}
        or email <SupportEmailLink />. We are here 8:30 AM to 5:00 PM, Monday to Friday.
      </p>
      <p>
        <a href={BANK_PARTNER_URL} target="_blank" rel="noopener noreferrer">
          Visit the {BANK_PARTNER_NAME} website (opens in a new tab)
        </a>
      </p>
    </OkDialog>
  );
}
