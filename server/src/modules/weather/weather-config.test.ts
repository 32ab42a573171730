import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ConfigError, loadConfig } from '../../config';
import { createProvider } from './create-provider';

describe('weather configuration', () => {
  it('uses the demo provider and the public Open-Meteo endpoint by default', () => {
    const { weather } = loadConfig({});
    assert.deepEqual(weather, { provider: 'demo', openMeteoUrl: 'https://api.open-meteo.com/v1/forecast' });
    assert.equal(createProvider(weather).source, 'demo');
  });

  it('switches to Open-Meteo at a configured URL', () => {
    const { weather } = loadConfig({ WEATHER_PROVIDER: 'open-meteo', OPEN_METEO_URL: 'http://meteo.internal:8080/v1/forecast/' });
    assert.deepEqual(weather, { provider: 'open-meteo', openMeteoUrl: 'http://meteo.internal:8080/v1/forecast' });
    const provider = createProvider(weather);
    assert.equal(provider.source, 'open-meteo');
    assert.equal(provider.demo, false);
  });

  it('names both bad weather settings in one error', () => {
    assert.throws(
      () => loadConfig({ WEATHER_PROVIDER: 'met-office', OPEN_METEO_URL: 'ftp://nope' }),
      (error: unknown) =>
        error instanceof ConfigError &&
        error.problems.some((p) => p.startsWith('WEATHER_PROVIDER')) &&
        error.problems.some((p) => p.startsWith('OPEN_METEO_URL')),
    );
  });
});
