import { checkAccountUserEmail, type EmailCheck } from '@farm/area-account-users';
import { useRef, useState } from 'react';

export interface CheckedEmail {
  email: string;
  status: EmailCheck['status'];
}

/**
 * Spec 1 §5: the e-mail is checked with the server once it is left (and valid). Only the answer for the last
 * e-mail asked about counts, and it counts only while the field still holds that e-mail.
 */
export function useEmailCheck(reference: string) {
  const [checked, setChecked] = useState<CheckedEmail | null>(null);
  const latest = useRef('');
  const check = async (email: string) => {
    latest.current = email;
    try {
      const status = await checkAccountUserEmail(reference, email);
      if (latest.current === email) setChecked({ email, status });
    } catch {
      // No answer: the add itself is checked by the server, which answers 409 for a user already here.
    }
  };
  return {
    check,
    /** What is known of `email`: null until its answer is in. */
    statusOf: (email: string) => (checked?.email === email ? checked.status : null),
    /** The server said so while adding (409 USER_EXISTS or INVITATION_PENDING). */
    mark: (email: string, status: CheckedEmail['status']) => setChecked({ email, status }),
  };
}
