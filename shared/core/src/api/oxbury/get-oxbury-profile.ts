import { apiRequest } from '../api-request';

/** GET /accounts/{id}/oxbury-profile: whether the business banks with the partner bank (spec 1 §6, §7). */
export async function getOxburyProfile(reference: string): Promise<boolean> {
  const data = await apiRequest<{ isOxburyCustomer: boolean }>(`/accounts/${encodeURIComponent(reference)}/oxbury-profile`);
  return data.isOxburyCustomer;
}

/** The check belongs to the business: cached under its account, so a business switch never reuses it. */
export const oxburyProfileQuery = (reference: string) => ({
  queryKey: ['account', reference, 'oxbury-profile'] as const,
  queryFn: () => getOxburyProfile(reference),
});
