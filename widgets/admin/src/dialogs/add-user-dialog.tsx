import { addAccountUserSchema } from '@farm/area-account-users';
import {
  accountUserMessages,
  CONTACT_NUMBER_MAX_LENGTH,
  formatContactNumber,
  invitationMessages,
  type AccountUser,
  type EmailCheckStatus,
} from '@farm/area-account-users';
import { Button, CancelButton, Dialog, FormFields, FormProblem, TextField, useZodForm } from '@farm/ui';
import { useId, useState, type ChangeEvent, type FocusEvent } from 'react';
import type { Control } from 'react-hook-form';
import { RoleField } from '../form/role-field';
import { TileAccessFields, type TileAccessValues } from '../form/tile-access-fields';
import { leadTilesOf, newUserTiles } from '../lib/lead-tiles';
import { isApiError, problemText } from '../lib/problem-text';
import { useAddUser } from '../lib/use-user-writes';
import { RefusalDialog } from '../protections/refusal-dialog';
import { useEmailCheck } from './email-check';
import { leadOnlyTileRefusal } from './lead-only-tile';

export interface AddUserDialogProps {
  reference: string;
  users: AccountUser[];
  viewerIsLead: boolean;
  /** Called once the user is added, with what the page says about it. */
  onAdded: (message: string) => void;
  onClose: () => void;
}

/** Why the e-mail cannot be added, from the server's check or its refusal of the add. */
const EMAIL_REFUSALS: Partial<Record<EmailCheckStatus, string>> = { 'on-account': accountUserMessages.userExists, invited: invitationMessages.alreadyInvited };
const REFUSED_AS: Readonly<Record<string, EmailCheckStatus>> = { USER_EXISTS: 'on-account', INVITATION_PENDING: 'invited' };

/**
 * Spec 1 §5 'Add user', which sends an invitation (issue 27 §4): the e-mail (lowercased as it is left, then
 * checked with the server, which says only whether it is here or invited already), full name, contact
 * number (formatted as 00000 000 000 while typed), role, and the access to each tile, every tile disabled to
 * start with. The checks and their messages are the server's schema's (addAccountUserSchema).
 */
export function AddUserDialog({ reference, users, viewerIsLead, onAdded, onClose }: AddUserDialogProps) {
  const formId = useId();
  const form = useZodForm(addAccountUserSchema, {
    defaultValues: { email: '', name: '', contactNumber: '', role: 'User', tiles: newUserTiles() },
  });
  const add = useAddUser(reference);
  const emailCheck = useEmailCheck(reference);
  const [leadOnlyTried, setLeadOnlyTried] = useState(false);
  const { errors } = form.formState;
  const email = form.watch('email');
  const emailStatus = emailCheck.statusOf(email);
  const emailError = errors.email?.message ?? (emailStatus ? EMAIL_REFUSALS[emailStatus] : undefined);

  const emailField = form.register('email');
  const leaveEmail = async (event: FocusEvent<HTMLInputElement>) => {
    event.target.value = event.target.value.trim().toLowerCase();
    await emailField.onBlur(event);
    if (!form.getFieldState('email').invalid) void emailCheck.check(event.target.value);
  };
  const contactField = form.register('contactNumber');
  const typeContact = (event: ChangeEvent<HTMLInputElement>) => {
    event.target.value = formatContactNumber(event.target.value);
    return contactField.onChange(event);
  };

  const submit = form.handleSubmit((values) => {
    const known = emailCheck.statusOf(values.email);
    if (known && EMAIL_REFUSALS[known]) return form.setFocus('email');
    add.mutate(values, {
      // The same for a new e-mail and an existing MyFarm user's: the screen is told no more than the server says.
      onSuccess: (added) => onAdded(invitationMessages.sent(added.email)),
      onError: (error) => {
        const refusedAs = Object.keys(REFUSED_AS).find((code) => isApiError(error, code));
        if (!refusedAs) return;
        emailCheck.mark(values.email, REFUSED_AS[refusedAs]!);
        form.setFocus('email');
      },
    });
  });
  const refusedForEmail = Object.keys(REFUSED_AS).some((code) => isApiError(add.error, code));

  const actions = (
    <>
      <CancelButton onClick={onClose} />
      <Button type="submit" form={formId} disabled={add.isPending}>
        Add user
      </Button>
    </>
  );

  return (
    <>
      <Dialog open title="Add user" onClose={onClose} actions={actions}>
        <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
          <FormFields>
            <TextField
              label="E-mail"
              type="email"
              autoComplete="off"
              {...emailField}
              onBlur={(event) => void leaveEmail(event)}
              error={emailError}
              hint={emailStatus === 'can-invite' && !emailError ? invitationMessages.canInvite : undefined}
            />
            <TextField label="Full name" autoComplete="off" {...form.register('name')} error={errors.name?.message} />
            <TextField
              label="Contact number"
              type="tel"
              inputMode="tel"
              autoComplete="off"
              maxLength={CONTACT_NUMBER_MAX_LENGTH}
              {...contactField}
              onChange={typeContact}
              error={errors.contactNumber?.message}
            />
            <RoleField registration={form.register('role')} />
            <TileAccessFields
              // The form's values include the tile access these fields fill.
              control={form.control as unknown as Control<TileAccessValues>}
              leadTiles={leadTilesOf(users)}
              savedTiles={newUserTiles()}
              viewerIsLead={viewerIsLead}
              onLeadOnlyTile={() => setLeadOnlyTried(true)}
            />
            {add.isError && !refusedForEmail && <FormProblem role="alert">{problemText(add.error)}</FormProblem>}
          </FormFields>
        </form>
      </Dialog>
      {/* Beside the form's dialog, not in it: React passes a dialog's close event on to its parents. */}
      {leadOnlyTried && <RefusalDialog {...leadOnlyTileRefusal} onClose={() => setLeadOnlyTried(false)} />}
    </>
  );
}
