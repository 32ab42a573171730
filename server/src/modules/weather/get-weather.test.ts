import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { installErrorHandler } from '../../http';
import { getWeather } from './get-weather';
import { WeatherProviderError, type WeatherProvider } from './weather-provider';
import { createWeatherService } from './weather-service';

/** The route alone over a provider that fails: how a provider outage reaches the browser. */
let app: FastifyInstance;

before(async () => {
  const failing: WeatherProvider = {
    source: 'open-meteo',
    demo: false,
    forecast: async () => {
      throw new WeatherProviderError('Open-Meteo answered 503');
    },
  };
  app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  getWeather(app.withTypeProvider<ZodTypeProvider>(), createWeatherService({ provider: failing }));
  await app.ready();
});
after(() => app.close());

describe('GET /weather when the provider fails', () => {
  it('answers 502 with its own code and a message a farmer understands', async () => {
    const response = await app.inject({ url: '/weather?location=CB10%202RL&range=24HR' });
    assert.equal(response.statusCode, 502);
    assert.deepEqual(response.json(), {
      status: 502,
      errorCode: 'WEATHER_PROVIDER_FAILED',
      errorMessage: 'The weather forecast is not available at the moment. Please try again later.',
    });
  });

  it('still answers an unknown postcode with the location error, before asking the provider', async () => {
    const response = await app.inject({ url: '/weather?location=ZZ9%209ZZ&range=5D' });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().errorCode, 'WEATHER_LOCATION_NOT_FOUND');
  });
});
