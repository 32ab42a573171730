import styled from '@emotion/styled';
import type { PriceDesk } from '@farm/area-crop-marketing';
import { formatDate } from '@farm/core';
import { Muted, signedPounds } from './price-desk-parts';
import { responsiveTable } from '../components/responsive-table';
import { SectionCard } from '../components/section-card';

// Five columns do not fit a phone: there each row is a card of labelled cells, as the farmers' price tables are.
const Table = styled.table`
  ${responsiveTable}
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
                <th scope="col" data-numeric>
                  £/MT
                </th>
                <th scope="col">Holds</th>
              </tr>
            </thead>
            <tbody>
              {desk.manualPrices.map((row) => (
                <tr key={row.externalId}>
                  <td data-label="Commodity">{row.commodityName}</td>
                  <td data-label="Period">{periodName(row.period)}</td>
                  <td data-label="Postcode area">{row.postcodeArea === '*' ? 'Every other area' : row.postcodeArea}</td>
                  <td data-label="£/MT" data-numeric>
                    {signedPounds(row.price)}
                  </td>
                  <td data-label="Holds">
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
