import { ADMIN_TILES } from '@farm/area-account-users';
import { FactCard, StackedList } from '@farm/ui';
import type { ListedRow } from '../lib/listed-rows';
import { EmailAddress } from './email-address';
import { ListedRowActions, type UserActions } from './row-actions';
import { TileState } from './tile-state';

/** The account's users and invitations on a phone: a card each, with the table's facts and buttons (down to 320 px). */
export function UserCards({ rows, ...actions }: { rows: ListedRow[] } & UserActions) {
  return (
    <StackedList aria-label="Users">
      {rows.map((row) => (
        <FactCard key={row.id}>
          <h2>{row.name}</h2>
          <dl>
            <dt>Email</dt>
            <dd>
              <EmailAddress email={row.email} />
            </dd>
            <dt>Role</dt>
            <dd>{row.role}</dd>
            <dt>Last sign-in</dt>
            <dd>{row.status}</dd>
            {ADMIN_TILES.map(({ reference, label }) => (
              <Tile key={reference} label={label} row={row} reference={reference} />
            ))}
          </dl>
          <ListedRowActions row={row} {...actions} />
        </FactCard>
      ))}
    </StackedList>
  );
}

function Tile({ label, row, reference }: { label: string; row: ListedRow; reference: (typeof ADMIN_TILES)[number]['reference'] }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>
        <TileState access={row.tiles[reference]} />
      </dd>
    </>
  );
}
