import { limusProductListSchema, wheatNitrogenGuidelineSchema, type LimusProduct, type WheatNitrogenGuideline } from '../../domain';
import { apiRequest } from '../api-request';

/** PUT /content/calculators/limus-products (staff only): replaces the whole product list, in order. */
export async function updateLimusProducts(products: LimusProduct[]): Promise<LimusProduct[]> {
  return (await apiRequest('/content/calculators/limus-products', { method: 'PUT', body: { products }, schema: limusProductListSchema })).products;
}

/** PUT /content/calculators/wheat-nitrogen-guideline (staff only). */
export function updateWheatNitrogenGuideline(guideline: WheatNitrogenGuideline): Promise<WheatNitrogenGuideline> {
  return apiRequest('/content/calculators/wheat-nitrogen-guideline', { method: 'PUT', body: guideline, schema: wheatNitrogenGuidelineSchema });
}
