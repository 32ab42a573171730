import { WEATHER_ERROR_CODES } from '@farm/area-weather/domain';
import { ApiError } from '../../http';

/** The weather call's own errors; the widget shows these messages in place of the table. */
export const weatherErrors = {
  locationNotFound: (input: string) =>
    new ApiError(400, WEATHER_ERROR_CODES.locationNotFound, `We could not find a UK location for "${input.trim()}". Please check the postcode and try again.`),
  providerFailed: () => new ApiError(502, WEATHER_ERROR_CODES.providerFailed, 'The weather forecast is not available at the moment. Please try again later.'),
};
