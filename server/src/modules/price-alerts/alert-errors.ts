import { priceAlertMessages } from '@farm/area-alerts/domain';
import { ApiError } from '../../http';

export const alertErrors = {
  noSuchRow: () => new ApiError(400, 'VALIDATION_ERROR', priceAlertMessages.noSuchRow),
  alertNotFound: () => new ApiError(404, 'PRICE_ALERT_NOT_FOUND', priceAlertMessages.alertNotFound),
  preferenceNotFound: () => new ApiError(404, 'PREFERENCE_NOT_FOUND', 'No alert contact preference was found with that id.'),
  preferenceExists: () => new ApiError(409, 'PREFERENCE_EXISTS', 'This contact preference already exists; change it instead.'),
};
