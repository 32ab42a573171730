import type { Weather } from '@farm/area-weather';
import { useCallback, useRef } from 'react';
import { WeatherCard } from './components/weather-card';
import { WeatherPage } from './components/weather-page';
import { useAccountPostcode } from './hooks/use-account-postcode';

export interface WeatherRootProps {
  /** A postcode from the host (an attribute of <farm-weather>); when given it wins over the selected business's. */
  postcode?: string;
  /** 'card' for the compact dashboard card; anything else shows the full page. */
  variant?: string;
}

/** Sent from the element when a forecast has loaded, so a host page can react (composed: it leaves the shadow root). */
export const WEATHER_LOAD_EVENT = 'farm-weather-load';

export interface WeatherLoadDetail {
  postcode: string;
  name: string;
  range: Weather['range'];
  demo: boolean;
  slices: number;
}

/** The weather widget: the page at /dashboard/weather, or the card, for the host's postcode or the business's. */
export function WeatherRoot({ postcode, variant }: WeatherRootProps) {
  const accountPostcode = useAccountPostcode();
  const effective = postcode?.trim() || accountPostcode;
  const anchor = useRef<HTMLDivElement>(null);
  const announce = useCallback((weather: Weather) => {
    const detail: WeatherLoadDetail = {
      postcode: weather.location.postcode,
      name: weather.location.name,
      range: weather.range,
      demo: weather.demo,
      slices: weather.slices.length,
    };
    anchor.current?.dispatchEvent(new CustomEvent(WEATHER_LOAD_EVENT, { detail, bubbles: true, composed: true }));
  }, []);
  return (
    <div ref={anchor}>
      {variant === 'card' ? (
        <WeatherCard postcode={effective} onLoad={announce} />
      ) : (
        // A business switch (or a new postcode attribute) starts the page afresh: its box, range and forecast.
        <WeatherPage key={effective} postcode={effective} onLoad={announce} />
      )}
    </div>
  );
}
