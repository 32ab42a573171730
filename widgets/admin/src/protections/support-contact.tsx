import { SupportEmailLink, SupportPhoneLink } from '@farm/ui';

/** Spec 1 §1 and §5: who to ask instead, and when they answer. */
export function SupportContact() {
  return (
    <>
      Please call <SupportPhoneLink /> or email <SupportEmailLink /> (8:30 AM to 5:00 PM, Monday to Friday).
    </>
  );
}
