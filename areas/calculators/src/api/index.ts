export { limusProductsQuery } from './get-limus-products';
export { wheatNitrogenGuidelineQuery } from './get-wheat-nitrogen-guideline';
