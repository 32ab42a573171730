import { WEATHER_ERROR_CODES } from '@farm/area-weather';
import { http } from 'msw';
import { failure, ok } from '../../../../tests/support/api-envelopes';
import { demoForecast, placePostcode } from './weather-fixtures';

/**
 * GET /api/weather as the server answers it: a demo forecast for a postcode it can place, else the weather
 * call's own 400 with the server's message.
 */
export const weatherHandler = http.get('/api/weather', ({ request }) => {
  const query = new URL(request.url).searchParams;
  const input = query.get('location') ?? '';
  const location = placePostcode(input);
  if (!location) {
    return failure(
      400,
      WEATHER_ERROR_CODES.locationNotFound,
      `We could not find a UK location for "${input.trim()}". Please check the postcode and try again.`,
    );
  }
  return ok({ weather: demoForecast(location, query.get('range') === '5D' ? '5D' : '24HR') });
});
