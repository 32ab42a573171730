import type { PricePreference } from '../domain/crop-marketing';
import { apiRequest } from '@farm/core';
import { accountPath } from '@farm/core';

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
