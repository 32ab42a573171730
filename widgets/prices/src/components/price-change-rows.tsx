import type { PriceRow } from '@farm/core';
import { PriceChange } from './price-change';
import { PriceValue } from './price-value';

export interface PriceChangeRow {
  key: string;
  label: string;
  value: number | null;
  direction: PriceRow['changeDirection'];
  netChange: number;
}

/**
 * The head and body of a small three-column price table (a period or month, its price, its change), as the
 * dashboard panels and the partner element show; each wraps them in its own styled table. `data-label` names
 * each cell for tables that become cards on a phone.
 */
export function PriceChangeRows({ labelHeader, valueHeader, rows }: { labelHeader: string; valueHeader: string; rows: PriceChangeRow[] }) {
  return (
    <>
      <thead>
        <tr>
          <th scope="col">{labelHeader}</th>
          <th scope="col" data-numeric>
            {valueHeader}
          </th>
          <th scope="col" data-numeric>
            Change
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" data-label={labelHeader}>
              {row.label}
            </th>
            <td data-label={valueHeader} data-numeric>
              <PriceValue value={row.value} />
            </td>
            <td data-label="Change" data-numeric>
              <PriceChange direction={row.direction} netChange={row.netChange} />
            </td>
          </tr>
        ))}
      </tbody>
    </>
  );
}
