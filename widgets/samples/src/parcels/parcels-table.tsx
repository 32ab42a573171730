import styled from '@emotion/styled';
import { ColumnHeadings } from '@farm/ui';
import { day } from '@farm/ui/lists';
import { SelectableTable } from '../lib/selectable-table';
import { EditParcelLink } from './edit-parcel-link';
import { selectParcelLabel, type ParcelListProps } from './parcel-list-props';

const Table = styled(SelectableTable)`
  td,
  th {
    white-space: nowrap;
  }
`;

const PARCEL_COLUMNS = [
  'Parcel name',
  'Commodity',
  { text: 'Samples', numeric: true },
  'Tonnage',
  'Target grade',
  'Created',
  'Last updated',
  { text: 'Edit', unseen: true },
];

/** The Parcels tab on a desktop or tablet: a row per parcel with its box for deleting and its Edit action. */
export function ParcelsTable({ parcels, selected, onToggle, onToggleAll }: ParcelListProps & { onToggleAll: (all: boolean) => void }) {
  const all = parcels.length > 0 && parcels.every((parcel) => selected.has(parcel.parcelId));
  return (
    <Table>
      <table aria-label="Parcels">
        <thead>
          <tr>
            <th scope="col">
              <input type="checkbox" aria-label="Select all parcels" checked={all} onChange={() => onToggleAll(!all)} />
            </th>
            <ColumnHeadings columns={PARCEL_COLUMNS} />
          </tr>
        </thead>
        <tbody>
          {parcels.map((parcel) => (
            <tr key={parcel.parcelId} data-selected={selected.has(parcel.parcelId) || undefined}>
              <td>
                <input
                  type="checkbox"
                  aria-label={selectParcelLabel(parcel)}
                  checked={selected.has(parcel.parcelId)}
                  onChange={() => onToggle(parcel.parcelId)}
                />
              </td>
              <th scope="row">{parcel.parcelName}</th>
              <td>{parcel.commodity.description}</td>
              <td data-numeric>{parcel.samples.length}</td>
              <td>{parcel.tonnage}</td>
              <td>{parcel.targetGrade}</td>
              <td>{day(parcel.created)}</td>
              <td>{day(parcel.lastUpdated)}</td>
              <td>
                <EditParcelLink parcel={parcel} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Table>
  );
}
