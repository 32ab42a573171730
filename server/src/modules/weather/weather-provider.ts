import type { WeatherRange, WeatherSlice } from '@farm/area-weather/domain';

export interface ForecastRequest {
  latitude: number;
  longitude: number;
  range: WeatherRange;
  now: Date;
}

/**
 * Where forecasts come from. The route and the service know only this, so a provider can change (or a
 * partner-key route reuse the service) without touching the rest.
 */
export interface WeatherProvider {
  /** Named in the response as `source`. */
  readonly source: string;
  /** True when the forecast is generated demo data. */
  readonly demo: boolean;
  forecast(request: ForecastRequest): Promise<WeatherSlice[]>;
}

/** The provider could not answer: unreachable, an error status, or a response we cannot read. */
export class WeatherProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'WeatherProviderError';
  }
}
