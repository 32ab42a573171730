import { addAccountUserSchema, accountUserSchema, envelopeSchema } from '@farm/core/domain';
import * as z from 'zod';
import { writeAuditEntry } from '../../audit-log';
import { ok, type ApiApp, type ApiDeps } from '../../http';
import type { Mailer } from '../../mail';
import { accountAdmin } from '../accounts';
import { findUserByEmail } from '../users';
import { findMember, leadTilesOf, toAccountUser } from './account-user-queries';
import { adminErrors, assertTileChanges, NO_TILES } from './account-user-rules';
import { sendInvitation } from './invite-user';
import { writeAdminTiles } from './member-tiles';
import { accountParams, errorResponses, tags } from './route-schemas';

/** A unique index refused the row: the same user was added a moment ago, perhaps by another admin. */
const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

/**
 * POST /accounts/{id}/users: an e-mail MyFarm knows adds that user to the business; a new one creates the user
 * and e-mails their invitation. Either way with the role and tile access set, within the lead's (spec 1 §4-§6).
 */
export function addAccountUser(app: ApiApp, { db, config }: ApiDeps, mailer: Mailer): void {
  app.post(
    '/users',
    {
      config: { access: accountAdmin(db) },
      schema: {
        tags,
        summary: 'Adds an existing MyFarm user to the business, or invites a new one (201); 409 when already there',
        params: accountParams,
        body: addAccountUserSchema,
        response: { 201: envelopeSchema(z.object({ user: accountUserSchema, invited: z.boolean() })), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { reference, isLead } = request.accountAccess;
      const editor = request.auth.user;
      const body = request.body;
      assertTileChanges({ id: editor.id, isLead }, await leadTilesOf(db, reference), NO_TILES, body.tiles);

      const added = await db
        .transaction()
        .execute(async (trx) => {
          const account = await trx.selectFrom('accounts').select('name').where('reference', '=', reference).executeTakeFirstOrThrow();
          const existing = await findUserByEmail(trx, body.email);
          if (existing?.internal) throw adminErrors.userExists();
          const userId =
            existing?.id ??
            (
              await trx
                .insertInto('users')
                .values({
                  email: body.email,
                  username: body.email,
                  name: body.name,
                  contact_number: body.contactNumber,
                  password_hash: null,
                  terms_pending: true,
                  activation_pending: true,
                  last_accessed_account: reference,
                })
                .returning('id')
                .executeTakeFirstOrThrow()
            ).id;
          const member = await trx
            .insertInto('account_users')
            .values({ account_reference: reference, user_id: userId, is_admin: body.role === 'Admin' })
            .onConflict((conflict) => conflict.columns(['account_reference', 'user_id']).doNothing())
            .returning('user_id')
            .executeTakeFirst();
          if (!member) throw adminErrors.userExists();
          await writeAdminTiles(trx, reference, userId, body.tiles);
          await writeAuditEntry(trx, {
            user: editor,
            account: reference,
            action: existing ? 'admin-existing-user-added' : 'admin-user-added',
            appname: 'Admin',
            sessionid: request.auth.sessionId,
            url: request.url,
            message: `${existing ? 'Existing user' : 'New user'} ${body.email} added to ${reference} as ${body.role}`,
          });
          // Last, so a failed e-mail undoes the rest.
          if (!existing) await sendInvitation(trx, { config, mailer }, { user: { id: userId, email: body.email, name: body.name }, business: account.name, invitedBy: editor.name });
          return { userId, invited: !existing };
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? adminErrors.userExists() : error;
        });
      const member = await findMember(db, reference, added.userId);
      return reply.code(201).send(ok({ user: toAccountUser(member!, editor.id), invited: added.invited }));
    },
  );
}
