import { envelopeSchema } from '@farm/core/domain';
import { weatherQuerySchema, weatherResponseSchema } from '@farm/area-weather/domain';
import { type ApiApp, type CachePolicy, errorResponses, notModifiedResponse, ok, sendCacheable } from '../../http';
import { weatherErrors } from './weather-errors';
import { WeatherProviderError } from './weather-provider';
import { LocationNotFoundError, type WeatherService } from './weather-service';

/**
 * A forecast is the same for everyone asking about the same postcode and range, and is made afresh each hour: a
 * browser keeps it five minutes. `private` on the partner route too: a shared cache would hand it to requests
 * whose key it never checked.
 */
const WEATHER_CACHE: CachePolicy = { scope: 'private', maxAgeSeconds: 300 };

/** GET /weather?location=&range=24HR|5D (spec 1 §7): the forecast for a UK postcode, answered as weather.slices. */
export function getWeather(app: ApiApp, service: WeatherService): void {
  app.get(
    '/weather',
    {
      schema: {
        operationId: 'getWeather',
        tags: ['weather'],
        summary: 'Weather forecast for a UK postcode: 3-hourly for the next 24 hours, or daily for 5 days',
        querystring: weatherQuerySchema,
        response: {
          200: envelopeSchema(weatherResponseSchema),
          ...notModifiedResponse,
          ...errorResponses(400, 401, 502),
        },
      },
    },
    async (request, reply) => {
      const { location, range } = request.query;
      try {
        return sendCacheable(request, reply, ok({ weather: await service.forecast(location, range) }), WEATHER_CACHE);
      } catch (error) {
        if (error instanceof LocationNotFoundError) throw weatherErrors.locationNotFound(location);
        if (error instanceof WeatherProviderError) {
          request.log.warn({ err: error }, 'weather provider failed');
          throw weatherErrors.providerFailed();
        }
        throw error;
      }
    },
  );
}
