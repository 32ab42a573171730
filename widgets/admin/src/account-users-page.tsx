import { account$ } from '@farm/core';
import { accountInvitationsQuery, accountUsersQuery } from '@farm/area-account-users';
import { Button, EmptyState, Loader, Page, PageHeader, useBusValue } from '@farm/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AddUserDialog } from './dialogs/add-user-dialog';
import { problemText } from './lib/problem-text';
import { PageNotice } from './lib/page-parts';
import { UsersList } from './list/users-list';

/** One business's users and the invitations it sent, and what was last done to them. */
function AccountUsers({ reference, viewerIsLead }: { reference: string; viewerIsLead: boolean }) {
  const users = useQuery(accountUsersQuery(reference));
  const invitations = useQuery(accountInvitationsQuery(reference));
  const [adding, setAdding] = useState(false);
  const [done, setDone] = useState('');
  const [stale, setStale] = useState('');
  const outcome = ({ text, stale: refused }: { text: string; stale: boolean }) => {
    setDone(refused ? '' : text);
    setStale(refused ? text : '');
  };

  let list;
  if (users.isError || invitations.isError) list = <EmptyState title={problemText(users.error ?? invitations.error)} />;
  else if (users.isPending || invitations.isPending) list = <Loader label="Loading the users of this business…" />;
  else list = <UsersList reference={reference} users={users.data} invitations={invitations.data} viewerIsLead={viewerIsLead} onOutcome={outcome} />;

  return (
    <>
      <div>
        <Button type="button" disabled={!users.data} onClick={() => setAdding(true)}>
          Add user
        </Button>
      </div>
      {/* Always in the page, so what is written into it is announced. */}
      <PageNotice tone="info" role="status">
        {done}
      </PageNotice>
      {stale && (
        <PageNotice tone="problem" role="alert">
          {stale}
        </PageNotice>
      )}
      {list}
      {adding && users.data && (
        <AddUserDialog
          reference={reference}
          users={users.data}
          viewerIsLead={viewerIsLead}
          onClose={() => setAdding(false)}
          onAdded={(text) => {
            setAdding(false);
            outcome({ text, stale: false });
          }}
        />
      )}
    </>
  );
}

/**
 * The admin users screen (/dashboard/admin, spec 1 §2): the selected business's users, their roles and their
 * access to each tile. A business switch starts it afresh. The signed-in user is the business's lead when its
 * config says so: only the lead changes the Farm Management tile.
 */
export function AccountUsersPage() {
  const account = useBusValue(account$);
  return (
    <Page aria-labelledby="account-users-title">
      <PageHeader>
        <h1 id="account-users-title">Manage users</h1>
      </PageHeader>
      {account ? (
        <AccountUsers key={account.reference} reference={account.reference} viewerIsLead={account.config.leadUser} />
      ) : (
        <Loader label="Loading your business…" />
      )}
    </Page>
  );
}
