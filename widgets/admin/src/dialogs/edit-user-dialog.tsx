import { updateAccountUserSchema } from '@farm/area-account-users';
import type { AccountUser, EditableRole } from '@farm/area-account-users';
import { Button, CancelButton, Dialog, Facts, FormFields, FormProblem, TextField, useZodForm } from '@farm/ui';
import { useId, useState, type FocusEvent } from 'react';
import type { Control } from 'react-hook-form';
import { RoleField } from '../form/role-field';
import { TileAccessFields, type TileAccessValues } from '../form/tile-access-fields';
import { leadTilesOf } from '../lib/lead-tiles';
import { isStaleVersion, problemText } from '../lib/problem-text';
import { useUpdateUser } from '../lib/use-user-writes';
import { RefusalDialog } from '../protections/refusal-dialog';
import { leadOnlyTileRefusal } from './lead-only-tile';

export interface EditUserDialogProps {
  reference: string;
  /** A user who is neither the lead nor the signed-in user (the list refuses those before this opens). */
  user: AccountUser;
  users: AccountUser[];
  viewerIsLead: boolean;
  onClose: () => void;
  /** The save was refused as stale (409): the list is read again, and the page says so. */
  onStale: () => void;
}

/**
 * Spec 1 §2 and §4: the edit popup. Role User or Admin, the username (the e-mail they sign in with) and each
 * tile's access within the lead's. OK stays inert until something changed; the save carries the version the
 * dialog opened with, so a change someone else saved since is never overwritten.
 */
export function EditUserDialog({ reference, user, users, viewerIsLead, onClose, onStale }: EditUserDialogProps) {
  const formId = useId();
  const form = useZodForm(updateAccountUserSchema, {
    defaultValues: { version: user.version, username: user.username, role: user.role as EditableRole, tiles: { ...user.tiles } },
  });
  const update = useUpdateUser(reference, user);
  const [leadOnlyTried, setLeadOnlyTried] = useState(false);
  const { errors, isDirty } = form.formState;

  const usernameField = form.register('username');
  const leaveUsername = (event: FocusEvent<HTMLInputElement>) => {
    event.target.value = event.target.value.trim().toLowerCase();
    return usernameField.onBlur(event);
  };
  const submit = form.handleSubmit((change) =>
    update.mutate(change, { onSuccess: onClose, onError: (error) => (isStaleVersion(error) ? onStale() : undefined) }),
  );

  const actions = (
    <>
      <CancelButton onClick={onClose} />
      <Button type="submit" form={formId} disabled={!isDirty || update.isPending}>
        OK
      </Button>
    </>
  );

  return (
    <>
      <Dialog open title={`Edit ${user.name}`} onClose={onClose} actions={actions}>
        <Facts>
          <dt>Name</dt>
          <dd>{user.name}</dd>
          <dt>Email</dt>
          <dd>{user.email}</dd>
        </Facts>
        <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
          <FormFields>
            <TextField
              label="Username (sign-in e-mail)"
              type="email"
              autoComplete="off"
              {...usernameField}
              onBlur={(event) => void leaveUsername(event)}
              error={errors.username?.message}
            />
            <RoleField registration={form.register('role')} />
            <TileAccessFields
              // The form's values include the tile access these fields fill.
              control={form.control as unknown as Control<TileAccessValues>}
              leadTiles={leadTilesOf(users)}
              savedTiles={user.tiles}
              viewerIsLead={viewerIsLead}
              onLeadOnlyTile={() => setLeadOnlyTried(true)}
            />
            {update.isError && !isStaleVersion(update.error) && <FormProblem role="alert">{problemText(update.error)}</FormProblem>}
          </FormFields>
        </form>
      </Dialog>
      {/* Beside the form's dialog, not in it: React passes a dialog's close event on to its parents. */}
      {leadOnlyTried && <RefusalDialog {...leadOnlyTileRefusal} onClose={() => setLeadOnlyTried(false)} />}
    </>
  );
}
