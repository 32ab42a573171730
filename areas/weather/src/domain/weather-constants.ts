// Plain constants of the weather call, kept apart from the zod schemas in weather.ts so the portal's core can
// export them without loading zod.

/** Longest thing a postcode box can sensibly hold ("SW1A  1AA" with stray spaces). */
export const WEATHER_LOCATION_MAX_LENGTH = 16;

/** Error codes of the weather call; the widget shows their server-side messages in place of the table. */
export const WEATHER_ERROR_CODES = {
  locationNotFound: 'WEATHER_LOCATION_NOT_FOUND',
  providerFailed: 'WEATHER_PROVIDER_FAILED',
} as const;
