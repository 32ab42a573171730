import styled from '@emotion/styled';
import { type Weather, type WeatherRange } from '@farm/area-weather';
import { media, spreadRow } from '@farm/ui';
import { useId, useState } from 'react';
import { useWeather } from '../hooks/use-weather';
import { BandKey } from './band-key';
import { LocationForm } from './location-form';
import { RangeToggle } from './range-toggle';
import { DemoNote, WeatherStatus } from './weather-status';
import { WeatherTable } from './weather-table';

const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(6)};
  ${media.mobile} {
    padding: ${({ theme }) => theme.space(4)};
  }
`;

const Heading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  color: ${({ theme }) => theme.colors.primary};
  ${media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Place = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.muted};
`;

const Controls = styled.div`
  ${spreadRow('flex-end', 4)}
  ${media.mobile} {
    flex-direction: column;
    align-items: stretch;
  }
`;

const Result = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

export interface WeatherPageProps {
  /** The postcode to start with. Its owner gives the page a new key when it changes (a business switch). */
  postcode: string;
  onLoad?: (weather: Weather) => void;
}

/** The weather page (spec 1 §2): postcode box, 'Change Location', the range toggle and the forecast table. */
export function WeatherPage({ postcode, onLoad }: WeatherPageProps) {
  const [location, setLocation] = useState(postcode);
  const [range, setRange] = useState<WeatherRange>('24HR');
  const state = useWeather(location, range, onLoad);
  const place = state.status === 'success' ? state.weather.location.name : undefined;
  const titleId = useId();

  return (
    <Page aria-labelledby={titleId}>
      <Heading id={titleId}>Weather{place && <Place> - {place}</Place>}</Heading>
      <Controls>
        <LocationForm initialPostcode={postcode} onChangeLocation={setLocation} />
        <RangeToggle range={range} onChange={setRange} />
      </Controls>
      <Result aria-busy={state.status === 'loading'}>
        {state.status === 'success' ? (
          <>
            <WeatherTable weather={state.weather} />
            {state.weather.demo && <DemoNote />}
            <BandKey />
          </>
        ) : (
          <WeatherStatus state={state} />
        )}
      </Result>
    </Page>
  );
}
