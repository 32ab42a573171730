import styled from '@emotion/styled';
import { ADMIN_TILES, type AccountUser } from '@farm/core';
import { FactCard } from '@farm/ui';
import { lastSignInText } from '../lib/user-text';
import { EmailAddress } from './email-address';
import { TileState } from './tile-state';
import { UserRowActions, type UserActions } from './user-actions';

const Cards = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The account's users on a phone: a card each, with the table's facts and buttons (works down to 320 px). */
export function UserCards({ users, onEdit, onDelete }: { users: AccountUser[] } & UserActions) {
  return (
    <Cards aria-label="Users">
      {users.map((user) => (
        <FactCard key={user.id}>
          <h2>{user.name}</h2>
          <dl>
            <dt>Email</dt>
            <dd>
              <EmailAddress email={user.email} />
            </dd>
            <dt>Role</dt>
            <dd>{user.role}</dd>
            <dt>Last sign-in</dt>
            <dd>{lastSignInText(user)}</dd>
            {ADMIN_TILES.map(({ reference, label }) => (
              <Tile key={reference} label={label} user={user} reference={reference} />
            ))}
          </dl>
          <UserRowActions user={user} onEdit={onEdit} onDelete={onDelete} />
        </FactCard>
      ))}
    </Cards>
  );
}

function Tile({ label, user, reference }: { label: string; user: AccountUser; reference: (typeof ADMIN_TILES)[number]['reference'] }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>
        <TileState access={user.tiles[reference]} />
      </dd>
    </>
  );
}
