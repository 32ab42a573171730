export { getLimusProducts } from './get-limus-products';
export { getWheatNitrogenGuideline } from './get-wheat-nitrogen-guideline';
export { updateLimusProducts, updateWheatNitrogenGuideline } from './update-calculator-data';
