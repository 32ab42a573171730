import { ADMIN_TILES, type AccountUser } from '@farm/core';
import { VisuallyHidden } from '@farm/ui';
import { createColumnHelper, tableFeatures, useTable, type Cell } from '@tanstack/react-table';
import { useMemo } from 'react';
import { lastSignInText } from '../lib/user-text';
import { TableBox } from '../lib/page-parts';
import { EmailAddress } from './email-address';
import { TileState } from './tile-state';
import { UserRowActions, type UserActions } from './user-actions';

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, AccountUser>();

/** Spec 1 §3's columns of a user, then one per administrable tile, then the row's Edit and Delete buttons. */
function userColumns({ onEdit, onDelete }: UserActions) {
  return helper.columns([
    helper.accessor('name', { header: 'Name' }),
    helper.accessor('email', { header: 'Email', cell: ({ getValue }) => <EmailAddress email={getValue()} /> }),
    helper.accessor('role', { header: 'Role' }),
    helper.display({ id: 'lastSignIn', header: 'Last sign-in', cell: ({ row }) => lastSignInText(row.original) }),
    ...ADMIN_TILES.map(({ reference, label }) =>
      helper.display({ id: reference, header: label, cell: ({ row }) => <TileState access={row.original.tiles[reference]} /> }),
    ),
    helper.display({
      id: 'actions',
      header: () => <VisuallyHidden>Edit and delete</VisuallyHidden>,
      cell: ({ row }) => <UserRowActions user={row.original} onEdit={onEdit} onDelete={onDelete} />,
    }),
  ]);
}

const cellAttributes = (cell: Cell<typeof features, AccountUser>) => ({ 'data-action': cell.column.id === 'actions' || undefined });

/** The account's users on a desktop or tablet (spec 1 §2 'Admin users screen'): each user's name heads their row. */
export function UsersTable({ users, onEdit, onDelete }: { users: AccountUser[] } & UserActions) {
  const columns = useMemo(() => userColumns({ onEdit, onDelete }), [onEdit, onDelete]);
  const table = useTable({ features, columns, data: users, getRowId: (user) => user.id });
  return (
    <TableBox>
      <table aria-label="Users">
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col">
                  <table.FlexRender header={header} />
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getAllCells().map((cell) =>
                cell.column.id === 'name' ? (
                  <th key={cell.id} scope="row">
                    <table.FlexRender cell={cell} />
                  </th>
                ) : (
                  <td key={cell.id} {...cellAttributes(cell)}>
                    <table.FlexRender cell={cell} />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}
