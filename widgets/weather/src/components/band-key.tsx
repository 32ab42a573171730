import styled from '@emotion/styled';
import { WrappedList } from '@farm/ui';
import { BAND_KEY, type Band } from '../lib/bands';

const Details = styled.details`
  margin-top: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  summary {
    cursor: pointer;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primary};
    min-height: 44px;
    display: flex;
    align-items: center;
  }
  summary:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  h3 {
    margin: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  li {
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radius.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

function Row({ title, bands }: { title: string; bands: Band[] }) {
  return (
    <>
      <h3>{title}</h3>
      <WrappedList>
        {bands.map((band) => (
          <li key={band.id} style={{ background: band.background }}>
            {band.label}
          </li>
        ))}
      </WrappedList>
    </>
  );
}

/** What the cell colours mean; the numbers in the cells carry the same information without colour. */
export function BandKey() {
  return (
    <Details>
      <summary>Colour key</summary>
      <Row title="Temperature" bands={BAND_KEY.temperature} />
      <Row title="Cloud Cover %" bands={BAND_KEY.cloudCover} />
      <Row title="Humidex" bands={BAND_KEY.humidex} />
    </Details>
  );
}
