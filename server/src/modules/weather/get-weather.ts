import { envelopeSchema, errorEnvelopeSchema, weatherQuerySchema, weatherResponseSchema } from '@farm/core/domain';
import { ok, type ApiApp } from '../../http';
import { weatherErrors } from './weather-errors';
import { WeatherProviderError } from './weather-provider';
import { LocationNotFoundError, type WeatherService } from './weather-service';

/** GET /weather?location=&range=24HR|5D (spec 1 §7): the forecast for a UK postcode, answered as weather.slices. */
export function getWeather(app: ApiApp, service: WeatherService): void {
  app.get(
    '/weather',
    {
      schema: {
        tags: ['weather'],
        summary: 'Weather forecast for a UK postcode: 3-hourly for the next 24 hours, or daily for 5 days',
        querystring: weatherQuerySchema,
        response: {
          200: envelopeSchema(weatherResponseSchema),
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          502: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const { location, range } = request.query;
      try {
        return ok({ weather: await service.forecast(location, range) });
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
