import { ApiError } from '../../http';

/** Crop marketing's own refusals; the rest (401, 403 account, 400 validation) are the API's shared ones. */
export const cropMarketingErrors = {
  commodityNotFound: () => new ApiError(404, 'COMMODITY_NOT_FOUND', 'No commodity was found with that id.'),
  addressNotFound: () => new ApiError(404, 'COLLECTION_ADDRESS_NOT_FOUND', 'No collection address was found with that id for this business account.'),
  deliveryMonthNotListed: () => new ApiError(404, 'DELIVERY_MONTH_NOT_LISTED', 'That delivery month is not listed for this market.'),
  preferenceNotFound: () => new ApiError(404, 'PREFERENCE_NOT_FOUND', 'No price preference was found with that profile number.'),
};
