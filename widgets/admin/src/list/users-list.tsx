import { accountUserMessages, type AccountInvitation, type AccountUser } from '@farm/area-account-users';
import { EmptyState, mediaQueries, useMediaQuery } from '@farm/ui';
import { useCallback, useMemo, useState } from 'react';
import { DeleteUserDialog } from '../dialogs/delete-user-dialog';
import { EditUserDialog } from '../dialogs/edit-user-dialog';
import { WithdrawInvitationDialog } from '../dialogs/withdraw-invitation-dialog';
import { listedRows } from '../lib/listed-rows';
import { LeadNotice } from '../protections/lead-notice';
import { RefusalDialog } from '../protections/refusal-dialog';
import { UserCards } from './user-cards';
import { UsersTable } from './users-table';

export interface UsersListProps {
  reference: string;
  users: AccountUser[];
  /** Existing MyFarm users invited who have not answered: listed after the users, to withdraw. */
  invitations: AccountInvitation[];
  viewerIsLead: boolean;
  /** What the page says after a change: done (a status), or refused as stale (an alert). */
  onOutcome: (outcome: { text: string; stale: boolean }) => void;
}

type Action = { kind: 'edit' | 'delete' | 'yourself'; user: AccountUser } | { kind: 'withdraw'; invitation: AccountInvitation } | null;

/**
 * The account's users and invitations (a table, or cards on a phone) and what their buttons open. Spec 1 §5's
 * protections come first: the lead is never edited (a notice for 30 seconds), nor are you (a dialog).
 */
export function UsersList({ reference, users, invitations, viewerIsLead, onOutcome }: UsersListProps) {
  const mobile = useMediaQuery(mediaQueries.mobile);
  const [action, setAction] = useState<Action>(null);
  // Each refusal mounts the notice afresh, so its 30 seconds start again.
  const [leadNotice, setLeadNotice] = useState(0);
  const open = useCallback((kind: 'edit' | 'delete', user: AccountUser) => {
    // Yourself first, as the server checks: the lead's own row says it is their own.
    if (user.isYou) setAction({ kind: 'yourself', user });
    else if (user.role === 'Lead') setLeadNotice((count) => count + 1);
    else setAction({ kind, user });
  }, []);
  const onEdit = useCallback((user: AccountUser) => open('edit', user), [open]);
  const onDelete = useCallback((user: AccountUser) => open('delete', user), [open]);
  const onWithdraw = useCallback((invitation: AccountInvitation) => setAction({ kind: 'withdraw', invitation }), []);
  const rows = useMemo(() => listedRows(users, invitations), [users, invitations]);
  const close = () => setAction(null);
  const done = (text: string) => {
    close();
    onOutcome({ text, stale: false });
  };
  const stale = () => {
    close();
    onOutcome({ text: accountUserMessages.staleVersion, stale: true });
  };

  if (rows.length === 0) return <EmptyState title="This business has no users yet." />;
  const List = mobile ? UserCards : UsersTable;
  return (
    <>
      {leadNotice > 0 && <LeadNotice key={leadNotice} onHide={() => setLeadNotice(0)} />}
      <List rows={rows} onEdit={onEdit} onDelete={onDelete} onWithdraw={onWithdraw} />
      {action?.kind === 'edit' && (
        <EditUserDialog reference={reference} user={action.user} users={users} viewerIsLead={viewerIsLead} onClose={close} onStale={stale} />
      )}
      {action?.kind === 'delete' && <DeleteUserDialog reference={reference} user={action.user} onClose={close} onStale={stale} onDeleted={done} />}
      {action?.kind === 'withdraw' && <WithdrawInvitationDialog reference={reference} invitation={action.invitation} onClose={close} onWithdrawn={done} />}
      {action?.kind === 'yourself' && <RefusalDialog title="Your own account" message={accountUserMessages.notYourself} onClose={close} />}
    </>
  );
}
