import { account$ } from '@farm/core';
import { useBusValue } from '@farm/ui';

/** The selected business's postcode, following every business switch; empty when it has no address. */
export function useAccountPostcode(): string {
  const account = useBusValue(account$);
  return account?.address?.postcode ?? '';
}
