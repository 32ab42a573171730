import styled from '@emotion/styled';
import { limusProductsQuery } from '@farm/area-calculators';
import { Button, Loader, RouteLink } from '@farm/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { CalculatorPanel, ErrorNote, Note, type HeadingLevel } from '../components/layout';
import { CALCULATOR_PATHS } from '../paths';
import { n } from '../working/working';
import { chartSeries } from './chart-data';
import { LineChart } from './line-chart';

const Figure = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  figcaption {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const AxisLabel = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

const Legend = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(5)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

const Swatch = styled.span<{ colour: string }>`
  display: inline-block;
  width: 24px;
  height: 4px;
  border-radius: 2px;
  background: ${({ colour }) => colour};
`;

const TableScroll = styled.div`
  overflow-x: auto;
  max-width: 100%;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: ${({ theme }) => theme.space(2)};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: right;
  }
  @container (max-width: 480px) {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    th,
    td {
      padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(1)};
    }
  }
  th:first-child {
    text-align: left;
  }
  thead th {
    background: ${({ theme }) => theme.colors.background};
    white-space: normal;
    vertical-align: bottom;
  }
`;

const HEADING = {
  title: 'Limus Perform rate - Rate comparison chart',
  intro: "Application rate = fertiliser rate ÷ 1000 × the product's Limus Perform rate, for each fertiliser product.",
};

/**
 * Limus application rate (lt/ha) of every product across fertiliser rates: a farmer sees at once how much Limus
 * each fertiliser needs at the rate they spread. The table holds the same numbers for screen readers and print.
 */
export function RateComparison({ headingAs = 'h1' }: { headingAs?: HeadingLevel }) {
  const ids = useId();
  const products = useQuery(limusProductsQuery());
  const series = useMemo(() => chartSeries(products.data ?? []), [products.data]);
  const rates = series[0]?.points.map((point) => point.fertiliserRate) ?? [];
  return (
    <CalculatorPanel calculator="rate-comparison" headingAs={headingAs} {...HEADING}>
      {products.isFetching && !products.data && <Loader />}
      {products.isError && !products.isFetching && (
        <div role="alert">
          <ErrorNote>The Limus products could not be loaded.</ErrorNote>
          <Button type="button" variant="secondary" onClick={() => void products.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {products.isSuccess && series.length === 0 && <Note>No Limus products are available.</Note>}
      {series.length > 0 && (
        <>
          <Figure aria-labelledby={`${ids}-caption`}>
            <AxisLabel>Application rate (lt/ha)</AxisLabel>
            <LineChart series={series} />
            <AxisLabel style={{ textAlign: 'center' }}>Fertiliser rate (kg/ha)</AxisLabel>
            <Legend aria-label="Products">
              {series.map((line) => (
                <li key={line.name}>
                  <Swatch colour={line.colour} aria-hidden="true" />
                  {line.name} ({n(line.inclusionRate)} lt/t)
                </li>
              ))}
            </Legend>
            <figcaption id={`${ids}-caption`}>
              Limus application rate (lt/ha) of each product at fertiliser rates from {rates[0]} to {rates[rates.length - 1]} kg/ha. The table below has the
              same figures.
            </figcaption>
          </Figure>
          <TableScroll tabIndex={0} role="region" aria-labelledby={`${ids}-table-caption`}>
            <Table>
              <caption id={`${ids}-table-caption`}>Limus application rate (lt/ha) by fertiliser rate</caption>
              <thead>
                <tr>
                  <th scope="col">Fertiliser rate (kg/ha)</th>
                  {series.map((line) => (
                    <th scope="col" key={line.name}>
                      {line.name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rates.map((rate, row) => (
                  <tr key={rate}>
                    <th scope="row">{rate}</th>
                    {series.map((line) => (
                      <td key={line.name}>{n(line.points[row]!.applicationRate, 3)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroll>
        </>
      )}
      <Note>
        <RouteLink path={CALCULATOR_PATHS.limus}>Back to the Limus Perform rate calculator</RouteLink>
      </Note>
    </CalculatorPanel>
  );
}
