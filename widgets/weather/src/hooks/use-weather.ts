import { getWeather, type Weather, type WeatherRange } from '@farm/core';
import { useEmbedOptions } from '@farm/ui';
import { useEffect, useState } from 'react';
import { weatherErrorMessage } from '../lib/weather-error-message';

export type WeatherState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success'; weather: Weather }
  | { status: 'failure'; message: string };

/**
 * Loads the forecast for a postcode and range; loading, then success or failure (spec 1 §4). A newer request
 * wins: an answer for a postcode the user has already changed is dropped.
 */
export function useWeather(postcode: string, range: WeatherRange, onLoad?: (weather: Weather) => void): WeatherState {
  const [state, setState] = useState<WeatherState>({ status: 'idle' });
  const { partnerKey, apiRoot } = useEmbedOptions();
  useEffect(() => {
    if (!postcode.trim()) {
      setState({ status: 'idle' });
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    getWeather(postcode, range, { partnerKey, apiRoot }).then(
      (weather) => {
        if (!current) return;
        setState({ status: 'success', weather });
        onLoad?.(weather);
      },
      (error: unknown) => {
        if (current) setState({ status: 'failure', message: weatherErrorMessage(error) });
      },
    );
    return () => {
      current = false;
    };
    // onLoad is a notification, not an input: a new callback identity must not refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [postcode, range, partnerKey, apiRoot]);
  return state;
}
