import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { WeatherSlice } from '@farm/area-weather/domain';
import { ForecastCache } from './forecast-cache';
import type { ForecastRequest, WeatherProvider } from './weather-provider';
import { WeatherProviderError } from './weather-provider';
import { createWeatherService, LocationNotFoundError } from './weather-service';

function countingProvider(fail = false) {
  const calls: ForecastRequest[] = [];
  const provider: WeatherProvider = {
    source: 'stub',
    demo: false,
    async forecast(request) {
      calls.push(request);
      if (fail) throw new WeatherProviderError('down');
      return [] as WeatherSlice[];
    },
  };
  return { provider, calls };
}

describe('weather service', () => {
  it('geocodes the postcode and names the provider in the answer', async () => {
    const { provider, calls } = countingProvider();
    const weather = await createWeatherService({ provider, clock: () => new Date('2026-01-15T10:00:00Z') }).forecast('cb10 2rl', '5D');
    assert.equal(weather.location.name, 'Saffron Walden');
    assert.equal(weather.location.postcode, 'CB10 2RL');
    assert.equal(weather.range, '5D');
    assert.equal(weather.source, 'stub');
    assert.equal(weather.demo, false);
    assert.deepEqual(
      { latitude: calls[0]!.latitude, longitude: calls[0]!.longitude, range: calls[0]!.range },
      { latitude: 52.02, longitude: 0.24, range: '5D' },
    );
  });

  it('rejects a postcode it cannot place, without asking the provider', async () => {
    const { provider, calls } = countingProvider();
    await assert.rejects(createWeatherService({ provider }).forecast('ZZ9 9ZZ', '24HR'), LocationNotFoundError);
    assert.equal(calls.length, 0);
  });

  it('asks the provider once per place, range and hour', async () => {
    const { provider, calls } = countingProvider();
    let now = new Date('2026-01-15T10:05:00Z');
    const service = createWeatherService({ provider, clock: () => now });
    await service.forecast('CB10 2RL', '24HR');
    await service.forecast('cb10 1aa', '24HR'); // same district
    assert.equal(calls.length, 1);
    await service.forecast('CB10 2RL', '5D');
    await service.forecast('CB7 4TX', '24HR');
    assert.equal(calls.length, 3);
    now = new Date('2026-01-15T11:00:00Z');
    await service.forecast('CB10 2RL', '24HR');
    assert.equal(calls.length, 4);
  });

  it('does not keep a failure, so the next request tries again', async () => {
    const { provider, calls } = countingProvider(true);
    const service = createWeatherService({ provider });
    await assert.rejects(service.forecast('CB10 2RL', '24HR'), WeatherProviderError);
    await assert.rejects(service.forecast('CB10 2RL', '24HR'), WeatherProviderError);
    assert.equal(calls.length, 2);
  });
});

describe('ForecastCache', () => {
  it('drops the oldest entry beyond its size', async () => {
    const cache = new ForecastCache<number>(2);
    await cache.get('a', async () => 1);
    await cache.get('b', async () => 2);
    await cache.get('c', async () => 3);
    assert.equal(cache.size, 2);
    assert.equal(await cache.get('a', async () => 10), 10);
  });
});
