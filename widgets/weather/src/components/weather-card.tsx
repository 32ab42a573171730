import styled from '@emotion/styled';
import { isEmbedded, paths } from '@farm/core';
import { type Weather } from '@farm/area-weather';
import { cardLink, edgedCard, focusRing, RouteLink, VisuallyHidden } from '@farm/ui';
import { useId } from 'react';
import { useWeather } from '../hooks/use-weather';
import { formatSliceTime, formatTemperature, roundTemperature } from '../lib/format-slice';
import { WeatherIcon } from './weather-icon';
import { DemoNote, WeatherStatus } from './weather-status';

/** The next few periods after the current one: enough to plan the day on a small card. */
const UPCOMING = 4;

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(5)};
  ${edgedCard((theme) => theme.colors.info)}
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Place = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.muted};
`;

const Now = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const NowTemperature = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: 700;
  line-height: 1;
`;

const NowText = styled.span`
  display: flex;
  flex-direction: column;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
  strong {
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Upcoming = styled.ol`
  display: grid;
  grid-template-columns: repeat(${UPCOMING}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(2)} 0;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.background};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  time {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    white-space: nowrap;
  }
`;

const Link = styled(RouteLink)`
  ${cardLink}
  ${focusRing()}
`;

function Forecast({ weather }: { weather: Weather }) {
  const [current, ...rest] = weather.slices;
  if (!current) return null;
  return (
    <>
      <Now data-testid="weather-card-now">
        <WeatherIcon type={current.iconType} size={48} />
        <NowTemperature>{formatTemperature(current.maximumTemperature)}</NowTemperature>
        <NowText>
          <strong>{current.forecast}</strong>
          <span>
            Until {formatSliceTime(current.until)} · low {roundTemperature(current.minimumTemperature)}°C · wind {Math.round(current.windSpeed)} mph
          </span>
        </NowText>
      </Now>
      <Upcoming aria-label="Later today">
        {rest.slice(0, UPCOMING).map((slice) => (
          <li key={slice.until}>
            <time dateTime={slice.until}>{formatSliceTime(slice.until)}</time>
            <WeatherIcon type={slice.iconType} size={28} />
            <span>
              {formatTemperature(slice.maximumTemperature)}
              <VisuallyHidden> {slice.forecast}</VisuallyHidden>
            </span>
          </li>
        ))}
      </Upcoming>
      {weather.demo && <DemoNote />}
    </>
  );
}

/** The dashboard's weather card: now and the next few hours, and the way to the full forecast. */
export function WeatherCard({ postcode, onLoad }: { postcode: string; onLoad?: (weather: Weather) => void }) {
  const state = useWeather(postcode, '24HR', onLoad);
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId} data-testid="weather-card">
      <Title id={titleId}>Weather{state.status === 'success' && <Place> - {state.weather.location.name}</Place>}</Title>
      {state.status === 'success' ? <Forecast weather={state.weather} /> : <WeatherStatus state={state} />}
      {/* On a partner page there is no portal page to open. */}
      {!isEmbedded() && <Link path={paths.weather}>View full forecast</Link>}
    </Card>
  );
}
