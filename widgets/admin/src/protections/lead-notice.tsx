import { accountUserMessages, LEAD_NOTICE_MS } from '@farm/area-account-users';
import { PageNotice } from '../lib/page-parts';
import { SupportContact } from './support-contact';
import { useHideAfter } from './use-hide-after';

/**
 * Spec 1 §5 and §9: editing or deleting the lead user is refused with this notice and the support contact; it
 * hides itself after 30 seconds. Mount it again (a new key) to start its 30 seconds again.
 */
export function LeadNotice({ onHide }: { onHide: () => void }) {
  useHideAfter(LEAD_NOTICE_MS, onHide);
  return (
    <PageNotice tone="problem" role="alert">
      {accountUserMessages.leadNotEditable} <SupportContact />
    </PageNotice>
  );
}
