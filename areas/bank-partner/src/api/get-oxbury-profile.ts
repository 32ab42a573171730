import { accountPath, apiRequest } from '@farm/core';
import type { OxburyProfile } from '../domain/bank-partner';

/** GET /accounts/{id}/oxbury-profile: whether the business banks with the partner bank (spec 1 §6, §7). */
export async function getOxburyProfile(accountReference: string): Promise<boolean> {
  const data = await apiRequest<OxburyProfile>(`${accountPath(accountReference)}/oxbury-profile`);
  return data.isOxburyCustomer;
}

/** The check belongs to the business: cached under its account, so a business switch never reuses it. */
export const oxburyProfileQuery = (accountReference: string) => ({
  queryKey: ['account', accountReference, 'oxbury-profile'] as const,
  queryFn: () => getOxburyProfile(accountReference),
});
