export { getLimusProducts, limusProductsQuery } from './get-limus-products';
export { getWheatNitrogenGuideline, wheatNitrogenGuidelineQuery } from './get-wheat-nitrogen-guideline';
export { updateLimusProducts, updateWheatNitrogenGuideline } from './update-calculator-data';
