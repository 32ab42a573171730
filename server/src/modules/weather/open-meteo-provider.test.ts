/**
 * The Open-Meteo adapter against fixtures in Open-Meteo's response shape (fixtures/), answered by an injected
 * fetch: these tests never reach the network.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { weatherSliceSchema } from '@farm/area-weather/domain';
import { humidex } from './humidex';
import { createOpenMeteoProvider, OPEN_METEO_DEFAULT_URL, OPEN_METEO_HOURLY } from './open-meteo-provider';
import { WeatherProviderError } from './weather-provider';

const fixture = (name: string): unknown => JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'));
const SAFFRON_WALDEN = { latitude: 52.02, longitude: 0.24 };

function recordedFetch(body: unknown, status = 200) {
  const urls: URL[] = [];
  const fetch = (async (input: string | URL | Request) => {
    urls.push(new URL(String(input)));
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return { fetch, urls };
}

describe('Open-Meteo provider', () => {
  it('asks for the hourly variables it needs, in mph, UK time and unix seconds', async () => {
    const { fetch, urls } = recordedFetch(fixture('open-meteo-cb10-24hr.json'));
    await createOpenMeteoProvider({ fetch }).forecast({ ...SAFFRON_WALDEN, range: '24HR', now: new Date('2026-01-15T10:20:00Z') });
    const url = urls[0]!;
    assert.equal(`${url.origin}${url.pathname}`, OPEN_METEO_DEFAULT_URL);
    assert.equal(url.searchParams.get('latitude'), '52.0200');
    assert.equal(url.searchParams.get('longitude'), '0.2400');
    assert.deepEqual(url.searchParams.get('hourly')?.split(','), [...OPEN_METEO_HOURLY]);
    assert.equal(url.searchParams.get('wind_speed_unit'), 'mph');
    assert.equal(url.searchParams.get('timezone'), 'Europe/London');
    assert.equal(url.searchParams.get('timeformat'), 'unixtime');
    assert.equal(url.searchParams.get('forecast_days'), '2');
  });

  it('uses the configured URL', async () => {
    const { fetch, urls } = recordedFetch(fixture('open-meteo-cb10-5d.json'));
    await createOpenMeteoProvider({ fetch, url: 'http://weather.internal/v1/forecast' }).forecast({
      ...SAFFRON_WALDEN,
      range: '5D',
      now: new Date('2026-01-15T10:20:00Z'),
    });
    assert.equal(urls[0]!.host, 'weather.internal');
    assert.equal(urls[0]!.searchParams.get('forecast_days'), '5');
  });

  it('turns the hourly answer into eight 3-hour slices from the current hour', async () => {
    const { fetch } = recordedFetch(fixture('open-meteo-cb10-24hr.json'));
    const provider = createOpenMeteoProvider({ fetch });
    const slices = await provider.forecast({ ...SAFFRON_WALDEN, range: '24HR', now: new Date('2026-01-15T10:20:00Z') });
    assert.equal(provider.demo, false);
    assert.equal(slices.length, 8);
    slices.forEach((slice) => weatherSliceSchema.parse(slice));
    // Hours 10:00, 11:00 and 12:00 of the fixture.
    assert.deepEqual(slices[0], {
      until: '2026-01-15T13:00:00.000Z',
      iconType: 'rain',
      forecast: 'Light rain',
      minimumTemperature: 3,
      maximumTemperature: 3.5,
      windSpeed: 12.5,
      direction: 195,
      precipitation: 2.6,
      soilTemperature: 3.6,
      soilMoisture: 44.5,
      cloudCover: 91,
      humidex: Math.round(humidex(3.5, 2.6) * 10) / 10,
    });
    assert.equal(slices[7]!.until, '2026-01-16T10:00:00.000Z');
  });

  it('turns the 5-day answer into five UK days, filling the gaps Open-Meteo leaves at the end', async () => {
    const { fetch } = recordedFetch(fixture('open-meteo-cb10-5d.json'));
    const slices = await createOpenMeteoProvider({ fetch }).forecast({ ...SAFFRON_WALDEN, range: '5D', now: new Date('2026-01-15T10:20:00Z') });
    assert.deepEqual(
      slices.map((s) => s.until),
      ['2026-01-16T00:00:00.000Z', '2026-01-17T00:00:00.000Z', '2026-01-18T00:00:00.000Z', '2026-01-19T00:00:00.000Z', '2026-01-20T00:00:00.000Z'],
    );
    assert.deepEqual(
      { min: slices[0]!.minimumTemperature, max: slices[0]!.maximumTemperature, rain: slices[0]!.precipitation, forecast: slices[0]!.forecast },
      { min: 0.9, max: 3.8, rain: 5.2, forecast: 'Light snow' },
    );
    assert.ok(slices[4]!.soilMoisture > 30 && slices[4]!.soilMoisture < 50);
  });

  it("fails with a provider error for an error status, keeping Open-Meteo's reason for the log", async () => {
    const { fetch } = recordedFetch(fixture('open-meteo-error-400.json'), 400);
    await assert.rejects(
      createOpenMeteoProvider({ fetch }).forecast({ ...SAFFRON_WALDEN, range: '24HR', now: new Date('2026-01-15T10:20:00Z') }),
      (error: unknown) => error instanceof WeatherProviderError && /400: Cannot initialize/.test(error.message),
    );
  });

  it('fails with a provider error when it cannot be reached', async () => {
    const fetch = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof globalThis.fetch;
    await assert.rejects(createOpenMeteoProvider({ fetch }).forecast({ ...SAFFRON_WALDEN, range: '24HR', now: new Date() }), WeatherProviderError);
  });

  it('fails with a provider error for an answer in another shape or without hours for now', async () => {
    const { fetch } = recordedFetch({ hourly: { time: [1, 2] } });
    await assert.rejects(createOpenMeteoProvider({ fetch }).forecast({ ...SAFFRON_WALDEN, range: '24HR', now: new Date() }), WeatherProviderError);
    const old = recordedFetch(fixture('open-meteo-cb10-24hr.json'));
    await assert.rejects(
      createOpenMeteoProvider({ fetch: old.fetch }).forecast({ ...SAFFRON_WALDEN, range: '24HR', now: new Date('2026-03-01T00:00:00Z') }),
      WeatherProviderError,
    );
  });
});
