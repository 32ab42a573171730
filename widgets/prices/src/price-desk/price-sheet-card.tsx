import styled from '@emotion/styled';
import type { PriceDesk } from '@farm/area-crop-marketing';
import { formatDate } from '@farm/core';
import { ruledTable } from '@farm/ui';
import { Muted, signedPounds } from './price-desk-parts';
import { SectionCard } from '../components/section-card';

const Table = styled.table`
  ${ruledTable('bottom')}
  td:nth-of-type(4),
  th:nth-of-type(4) {
    text-align: right;
  }
`;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'As available', or the month as the price tables name it ('Jan 2027'). */
const periodName = (period: string) => (period === 'as-available' ? 'As available' : `${MONTHS[Number(period.slice(5, 7)) - 1]} ${period.slice(0, 4)}`);

/**
 * The rows of the price tables that the merchant's own systems price (the price sheet, pushed through the
 * integration API with prices:write), in place of the model's futures and basis, until withdrawn or expired. The
 * desk sees them here; they change where they come from, not here.
 */
export function PriceSheetCard({ desk }: { desk: PriceDesk }) {
  return (
    <SectionCard aria-labelledby="desk-sheet">
      <h2 id="desk-sheet">Price sheet</h2>
      {desk.manualPrices.length === 0 ? (
        <p>Every row is priced by the model. Prices your trading system pushes (prices:write) show here while they hold.</p>
      ) : (
        <>
          <p>These rows are manual: they replace the model&apos;s futures and basis until withdrawn or expired. Farmers&apos; premiums still apply.</p>
          <Table aria-labelledby="desk-sheet">
            <thead>
              <tr>
                <th scope="col">Commodity</th>
                <th scope="col">Period</th>
                <th scope="col">Postcode area</th>
                <th scope="col">£/MT</th>
                <th scope="col">Holds</th>
              </tr>
            </thead>
            <tbody>
              {desk.manualPrices.map((row) => (
                <tr key={row.externalId}>
                  <td>{row.commodityName}</td>
                  <td>{periodName(row.period)}</td>
                  <td>{row.postcodeArea === '*' ? 'Every other area' : row.postcodeArea}</td>
                  <td>{signedPounds(row.price)}</td>
                  <td>
                    {row.expiresAt ? `Until ${formatDate(row.expiresAt, 'time')} on ${formatDate(row.expiresAt)}` : 'Until withdrawn'}
                    <br />
                    <Muted>From {row.setBy}</Muted>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </>
      )}
    </SectionCard>
  );
}
