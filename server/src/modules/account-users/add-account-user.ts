import { addAccountUserSchema, addedAccountUserSchema, type AddedAccountUser } from '@farm/area-account-users/domain';
import { envelopeSchema } from '@farm/core/domain';
import { writeAuditEntry } from '../../audit-log';
import { ok, type ApiApp, type ApiDeps } from '../../http';
import type { Mailer } from '../../mail';
import { accountAdmin } from '../accounts';
import { findUserByEmail } from '../users';
import { isOnAccount, leadTilesOf } from './account-user-queries';
import { adminErrors, assertTileChanges, NO_TILES } from './account-user-rules';
import { inviteExistingUser } from './invite-existing-user';
import { createInvitedUser } from './create-invited-user';
import { accountParams, accountUserErrors, tags } from './route-schemas';

/** A unique index refused the row: the same user was added a moment ago, perhaps by another admin. */
const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

/**
 * POST /accounts/{id}/users, within the lead's access (spec 1 §4-§6). A new e-mail creates the user on the
 * business and e-mails their activation, as before. An existing user's is an invitation they answer themselves
 * (issue 27 §4): nothing of theirs is shown, and the business is not theirs until they accept. The answer is the
 * same either way, what the admin typed, so adding tells nobody whether the e-mail already uses MyFarm.
 */
export function addAccountUser(app: ApiApp, { db, config }: ApiDeps, mailer: Mailer): void {
  app.post(
    '/users',
    {
      config: { access: accountAdmin(db) },
      schema: {
        operationId: 'addAccountUser',
        tags,
        summary: 'Invites a user to the business (201): a new e-mail is created and activated, an existing user accepts; 409 when already there or invited',
        params: accountParams,
        body: addAccountUserSchema,
        response: { 201: envelopeSchema(addedAccountUserSchema), ...accountUserErrors },
      },
    },
    async (request, reply) => {
      const { reference, isLead } = request.accountAccess;
      const editor = request.auth.user;
      const body = request.body;
      assertTileChanges({ id: editor.id, isLead }, await leadTilesOf(db, reference), NO_TILES, body.tiles);
      const audit = { user: editor, account: reference, appname: 'Admin', sessionid: request.auth.sessionId, url: request.url };

      await db
        .transaction()
        .execute(async (trx) => {
          const account = await trx.selectFrom('accounts').select('name').where('reference', '=', reference).executeTakeFirstOrThrow();
          const existing = await findUserByEmail(trx, body.email);
          if (existing) {
            if (await isOnAccount(trx, reference, existing)) throw adminErrors.userExists();
            await writeAuditEntry(trx, {
              ...audit,
              action: 'admin-existing-user-invited',
              message: `Existing user ${body.email} invited to ${reference} as ${body.role}`,
            });
            await inviteExistingUser(
              trx,
              { config, mailer },
              { invitee: existing, reference, business: account.name, invitedBy: editor, typed: body, now: new Date() },
            );
            return;
          }
          await writeAuditEntry(trx, { ...audit, action: 'admin-user-added', message: `New user ${body.email} added to ${reference} as ${body.role}` });
          await createInvitedUser(
            trx,
            { config, mailer },
            { reference, business: account.name, invitedBy: editor.name, typed: body, isAdmin: body.role === 'Admin', tiles: body.tiles },
          );
        })
        .catch((error: unknown) => {
          // Two admins adding one new e-mail at once: the second finds the user made, as if it had checked after.
          throw isUniqueViolation(error) ? adminErrors.userExists() : error;
        });
      const added: AddedAccountUser = {
        status: 'invitation-sent',
        email: body.email,
        name: body.name,
        contactNumber: body.contactNumber,
        role: body.role,
        tiles: body.tiles,
      };
      return reply.code(201).send(ok(added));
    },
  );
}
