import styled from '@emotion/styled';
import { SelectableCard } from '@farm/ui';
import { CardList, day } from '@farm/ui/lists';
import { EditParcelLink } from './edit-parcel-link';
import { selectParcelLabel, type ParcelListProps } from './parcel-list-props';

const Card = styled(SelectableCard)`
  .actions {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

/** The Parcels tab on a phone: a card per parcel with its box for deleting and its Edit action. */
export function ParcelCards({ parcels, selected, onToggle }: ParcelListProps) {
  return (
    <CardList aria-label="Parcels">
      {parcels.map((parcel) => (
        <Card key={parcel.parcelId} data-selected={selected.has(parcel.parcelId) || undefined}>
          <h3>{parcel.parcelName}</h3>
          <dl>
            <dt>Commodity</dt>
            <dd>{parcel.commodity.description}</dd>
            <dt>Samples</dt>
            <dd>{parcel.samples.length}</dd>
            <dt>Tonnage</dt>
            <dd>{parcel.tonnage}</dd>
            <dt>Target grade</dt>
            <dd>{parcel.targetGrade}</dd>
            <dt>Created</dt>
            <dd>{day(parcel.created)}</dd>
            <dt>Last updated</dt>
            <dd>{day(parcel.lastUpdated)}</dd>
          </dl>
          <div className="actions">
            <label>
              <input
                type="checkbox"
                aria-label={selectParcelLabel(parcel)}
                checked={selected.has(parcel.parcelId)}
                onChange={() => onToggle(parcel.parcelId)}
              />
              Select
            </label>
            <EditParcelLink parcel={parcel} />
          </div>
        </Card>
      ))}
    </CardList>
  );
}
