import { weatherQuery, type Weather, type WeatherRange } from '@farm/area-weather';
import { useEmbedOptions } from '@farm/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { weatherErrorMessage } from '../lib/weather-error-message';

export type WeatherState = { status: 'idle' } | { status: 'loading' } | { status: 'success'; weather: Weather } | { status: 'failure'; message: string };

/**
 * The forecast for a postcode and range: loading, then success or failure (spec 1 §4), from the page's query
 * cache. Each postcode has its own entry, so an answer for a postcode the user has already left never shows.
 * `onLoad` hears of every forecast shown.
 */
export function useWeather(postcode: string, range: WeatherRange, onLoad?: (weather: Weather) => void): WeatherState {
  const embed = useEmbedOptions();
  const wanted = postcode.trim() !== '';
  const query = useQuery({ ...weatherQuery(postcode, range, embed), enabled: wanted });
  const announce = useEffectEvent((weather: Weather) => onLoad?.(weather));
  useEffect(() => {
    if (query.data) announce(query.data);
  }, [query.data]);
  if (!wanted) return { status: 'idle' };
  if (query.isError) return { status: 'failure', message: weatherErrorMessage(query.error) };
  if (query.isPending) return { status: 'loading' };
  return { status: 'success', weather: query.data };
}
