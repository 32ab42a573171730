import type { SaleDraft } from '@farm/area-crop-marketing/domain';
import type { SalePricing } from '../market-data';
import { sellingErrors } from './selling-errors';

/** A sale (or a standing offer) names only varieties of its commodity. */
export async function assertVarietiesOf(pricing: SalePricing, draft: Pick<SaleDraft, 'commodityId' | 'varietyList'>, commodityName: string): Promise<void> {
  const known = new Set((await pricing.varietiesOf(draft.commodityId)).map((variety) => variety.varietyNumber));
  const unknown = draft.varietyList.filter((number) => !known.has(number));
  if (unknown.length) throw sellingErrors.notVarietiesOf(unknown, commodityName);
}
