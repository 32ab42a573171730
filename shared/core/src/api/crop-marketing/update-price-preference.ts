import type { PricePreference } from '../../domain';
import { apiRequest } from '../api-request';
import { accountPath } from '../account-path';

/** PUT /accounts/{id}/preferences/{profileNumber} { currentValue }: saves one preference and answers it as saved. */
export async function updatePricePreference(
  accountReference: string,
  profileNumber: number,
  currentValue: PricePreference['currentValue'],
): Promise<PricePreference> {
  const data = await apiRequest<{ preference: PricePreference }>(`${accountPath(accountReference)}/preferences/${profileNumber}`, {
    method: 'PUT',
    body: { currentValue },
  });
  return data.preference;
}
