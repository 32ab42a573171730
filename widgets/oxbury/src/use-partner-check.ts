import { getOxburyProfile } from '@farm/core';
import { useEffect, useState } from 'react';

export type PartnerCheck = 'checking' | 'approved' | 'refused' | { error: unknown };

/** Spec 2 "Finance partner page": asks whether the selected business banks with the partner, again on every switch. */
export function usePartnerCheck(account: string | undefined): PartnerCheck {
  const [state, setState] = useState<{ account: string | undefined; check: PartnerCheck }>({ account, check: 'checking' });
  useEffect(() => {
    if (!account) return;
    let current = true;
    getOxburyProfile(account).then(
      (customer) => current && setState({ account, check: customer ? 'approved' : 'refused' }),
      (error: unknown) => current && setState({ account, check: { error } }),
    );
    return () => {
      current = false;
    };
  }, [account]);
  // A result for the previous business never shows for the new one.
  return state.account === account ? state.check : 'checking';
}
