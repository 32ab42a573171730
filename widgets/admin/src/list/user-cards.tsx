import styled from '@emotion/styled';
import { ADMIN_TILES, type AccountUser } from '@farm/core';
import { lastSignInText } from '../lib/user-text';
import { EmailAddress } from './email-address';
import { TileState } from './tile-state';
import { DeleteButton, EditButton, type UserActions } from './user-actions';

const Cards = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSizes.md};
    overflow-wrap: anywhere;
  }
  dl {
    display: grid;
    grid-template-columns: minmax(0, auto) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The account's users on a phone: a card each, with the table's facts and buttons (works down to 320 px). */
export function UserCards({ users, onEdit, onDelete }: { users: AccountUser[] } & UserActions) {
  return (
    <Cards aria-label="Users">
      {users.map((user) => (
        <Card key={user.id}>
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
          <Actions>
            <EditButton user={user} onEdit={onEdit} />
            <DeleteButton user={user} onDelete={onDelete} />
          </Actions>
        </Card>
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
