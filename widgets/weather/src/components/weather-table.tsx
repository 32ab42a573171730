import styled from '@emotion/styled';
import { type Weather, type WeatherSlice } from '@farm/area-weather';
import { focusRing, media, VisuallyHidden } from '@farm/ui';
import { useId, type ReactNode } from 'react';
import { cloudCoverBand, humidexBand, temperatureBand, type Band } from '../lib/bands';
import {
  compassAbbreviation,
  compassPoint,
  describeSliceTime,
  formatPercent,
  formatPrecipitation,
  formatSliceDay,
  formatSliceTime,
  formatTemperature,
  formatWindSpeed,
  roundTemperature,
} from '../lib/format-slice';
import { WeatherIcon } from './weather-icon';
import { WindArrow } from './wind-arrow';

/** Columns that give way on small screens (spec 1 §2: the last five). */
export const HIDE_ON_SMALL = 'hide-on-small';

const Scroller = styled.div`
  /* The containing block of the screen-reader-only text in the cells, so the scroll box clips it too. */
  position: relative;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  ${focusRing()}
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  caption {
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
    text-align: left;
    color: ${({ theme }) => theme.colors.muted};
    caption-side: top;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(2)};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: middle;
  }
  tbody th {
    white-space: nowrap;
  }
  td.number,
  th.number {
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  /* Headers wrap only when the ten columns would not otherwise fit beside the sidebar (auto table layout). */
  thead th,
  thead th.number {
    font-weight: 600;
    background: ${({ theme }) => theme.colors.background};
    white-space: normal;
  }
  ${media.mobile} {
    .${HIDE_ON_SMALL} {
      display: none;
    }
    th,
    td {
      padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(1)};
    }
    /* Five columns fit a 320 px phone: times may wrap too, the compass letters give way to the arrow. */
    tbody th {
      white-space: normal;
    }
    .compass,
    .weekday-long {
      display: none;
    }
  }
  .weekday-short {
    display: none;
    ${media.mobile} {
      display: inline;
    }
  }
`;

const Conditions = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  svg {
    flex: none;
  }
  ${media.mobile} {
    flex-direction: column;
    align-items: flex-start;
    gap: 0;
    svg {
      width: 24px;
      height: 24px;
    }
  }
`;

const Wind = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.text};
`;

const DateText = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

function BandCell({ band, className = '', children }: { band: Band; className?: string; children: ReactNode }) {
  return (
    <td className={`number ${className}`.trim()} data-band={band.id} style={{ background: band.background }}>
      {children}
    </td>
  );
}

function TimeCell({ slice, daily }: { slice: WeatherSlice; daily: boolean }) {
  if (daily) {
    const { weekday, date } = formatSliceDay(slice.until);
    return (
      <th scope="row">
        <span className="weekday-long">{weekday}</span>
        <span className="weekday-short">{weekday.slice(0, 3)}</span>
        <DateText>{date}</DateText>
      </th>
    );
  }
  return (
    <th scope="row">
      <span aria-hidden="true">{formatSliceTime(slice.until)}</span>
      <VisuallyHidden>{describeSliceTime(slice.until)}</VisuallyHidden>
    </th>
  );
}

function SliceRow({ slice, daily }: { slice: WeatherSlice; daily: boolean }) {
  const min = roundTemperature(slice.minimumTemperature);
  const max = roundTemperature(slice.maximumTemperature);
  const soil = roundTemperature(slice.soilTemperature);
  const humidex = Math.round(slice.humidex);
  const cloud = Math.round(slice.cloudCover);
  return (
    <tr>
      <TimeCell slice={slice} daily={daily} />
      <td>
        <Conditions>
          <WeatherIcon type={slice.iconType} />
          {slice.forecast}
        </Conditions>
      </td>
      <BandCell band={temperatureBand(min)}>{formatTemperature(min)}</BandCell>
      <BandCell band={temperatureBand(max)}>{formatTemperature(max)}</BandCell>
      <td className="number">
        <Wind>
          {formatWindSpeed(slice.windSpeed)}
          <WindArrow direction={slice.direction} />
          <span className="compass" aria-hidden="true">
            {compassAbbreviation(slice.direction)}
          </span>
          <VisuallyHidden>mph from the {compassPoint(slice.direction)}</VisuallyHidden>
        </Wind>
      </td>
      <td className={`number ${HIDE_ON_SMALL}`}>{formatPrecipitation(slice.precipitation)}</td>
      <BandCell band={temperatureBand(soil)} className={HIDE_ON_SMALL}>
        {formatTemperature(soil)}
      </BandCell>
      <td className={`number ${HIDE_ON_SMALL}`}>{formatPercent(slice.soilMoisture)}</td>
      <BandCell band={cloudCoverBand(cloud)} className={HIDE_ON_SMALL}>
        {formatPercent(cloud)}
      </BandCell>
      <BandCell band={humidexBand(humidex)} className={HIDE_ON_SMALL}>
        {humidex}
      </BandCell>
    </tr>
  );
}

function caption({ range, location }: Weather): string {
  const place = `${location.name} (${location.postcode})`;
  return range === '24HR' ? `Next 24 hours for ${place}, in 3-hour periods: each row runs up to the time shown.` : `5 day forecast for ${place}.`;
}

/** The forecast table of the weather page: every column of spec 1 §2, the last five hidden on small screens. */
export function WeatherTable({ weather }: { weather: Weather }) {
  const daily = weather.range === '5D';
  const captionId = useId();
  return (
    // Focusable so keyboard users can scroll it when a narrow screen cannot show every column.
    <Scroller role="region" aria-labelledby={captionId} tabIndex={0}>
      <Table data-testid="weather-table">
        <caption id={captionId}>{caption(weather)}</caption>
        <thead>
          <tr>
            <th scope="col">{daily ? 'Day' : 'Time'}</th>
            <th scope="col">Weather</th>
            <th scope="col" className="number">
              Min Temp
            </th>
            <th scope="col" className="number">
              Max Temp
            </th>
            <th scope="col" className="number">
              Wind mph
            </th>
            <th scope="col" className={`number ${HIDE_ON_SMALL}`}>
              Precipitation mm
            </th>
            <th scope="col" className={`number ${HIDE_ON_SMALL}`}>
              Soil Temp
            </th>
            <th scope="col" className={`number ${HIDE_ON_SMALL}`}>
              Soil Moisture
            </th>
            <th scope="col" className={`number ${HIDE_ON_SMALL}`}>
              Cloud Cover %
            </th>
            <th scope="col" className={`number ${HIDE_ON_SMALL}`}>
              Humidex
            </th>
          </tr>
        </thead>
        <tbody>
          {weather.slices.map((slice) => (
            <SliceRow key={slice.until} slice={slice} daily={daily} />
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}
