import styled from '@emotion/styled';
import { futuresDecimals, type FuturesSnapshot } from '@farm/core';
import { deliveryMonthText } from '../lib/delivery-month-text';
import { PriceChange } from '../components/price-change';
import { PriceValue } from '../components/price-value';
import { compactTable } from '../components/responsive-table';
import { truncate } from '../lib/truncate';
import { ColumnHeadings } from '@farm/ui';

/** Spec 2 §9: forecast text is cut above 10 characters. */
const FORECAST_TEXT_MAX = 10;

const Table = styled.table`
  ${compactTable}
`;

/**
 * A futures or FOREX table (spec 2 §3 'Futures and exchange snapshot'): delivery month, last trade, bid, ask and
 * the net change with its direction, to the market's decimals. Ticks move the cached snapshot, so the prices here
 * mark themselves as they move.
 */
const SNAPSHOT_COLUMNS = [
  'Delivery month',
  { text: 'Last trade', numeric: true },
  { text: 'Bid', numeric: true },
  { text: 'Ask', numeric: true },
  { text: 'Net change', numeric: true },
];

export function SnapshotTable({ snapshot, labelledBy }: { snapshot: FuturesSnapshot; labelledBy: string }) {
  const decimals = futuresDecimals(snapshot.commodityId);
  return (
    <Table aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <ColumnHeadings columns={SNAPSHOT_COLUMNS} />
        </tr>
      </thead>
      <tbody>
        {snapshot.snapshots.map((row) => (
          <tr key={row.deliveryMonth}>
            <th scope="row" data-label="Delivery month">
              {truncate(deliveryMonthText(row.deliveryMonth), FORECAST_TEXT_MAX)}
            </th>
            <td data-label="Last trade" data-numeric>
              <PriceValue value={row.lastTradePrice} decimals={decimals} />
            </td>
            <td data-label="Bid" data-numeric>
              {row.bidValue.toFixed(decimals)}
            </td>
            <td data-label="Ask" data-numeric>
              {row.askValue.toFixed(decimals)}
            </td>
            <td data-label="Net change" data-numeric>
              <PriceChange direction={row.changeDirection} netChange={row.netChange} decimals={decimals} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
