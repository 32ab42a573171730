import { ADMIN_TILES } from '@farm/area-account-users';
import { VisuallyHidden } from '@farm/ui';
import { createColumnHelper, tableFeatures, useTable, type Cell } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { ListedRow } from '../lib/listed-rows';
import { TableBox } from '../lib/page-parts';
import { EmailAddress } from './email-address';
import { ListedRowActions, type UserActions } from './row-actions';
import { TileState } from './tile-state';

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, ListedRow>();

/**
 * Spec 1 §3's columns of a user, then one per administrable tile, then the row's buttons: Edit and Delete for a
 * user, Withdraw for an invitation.
 */
function userColumns(actions: UserActions) {
  return helper.columns([
    helper.accessor('name', { header: 'Name' }),
    helper.accessor('email', { header: 'Email', cell: ({ getValue }) => <EmailAddress email={getValue()} /> }),
    helper.accessor('role', { header: 'Role' }),
    helper.accessor('status', { id: 'lastSignIn', header: 'Last sign-in' }),
    ...ADMIN_TILES.map(({ reference, label }) =>
      helper.display({ id: reference, header: label, cell: ({ row }) => <TileState access={row.original.tiles[reference]} /> }),
    ),
    helper.display({
      id: 'actions',
      header: () => <VisuallyHidden>Actions</VisuallyHidden>,
      cell: ({ row }) => <ListedRowActions row={row.original} {...actions} />,
    }),
  ]);
}

const cellAttributes = (cell: Cell<typeof features, ListedRow>) => ({ 'data-action': cell.column.id === 'actions' || undefined });

/** The account's users on a desktop or tablet (spec 1 §2 'Admin users screen'): each user's name heads their row. */
export function UsersTable({ rows, onEdit, onDelete, onWithdraw }: { rows: ListedRow[] } & UserActions) {
  const columns = useMemo(() => userColumns({ onEdit, onDelete, onWithdraw }), [onEdit, onDelete, onWithdraw]);
  const table = useTable({ features, columns, data: rows, getRowId: (row) => row.id });
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
