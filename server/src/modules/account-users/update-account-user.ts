import { accountUserSchema, adminTileLabel, ADMIN_TILE_REFERENCES, updateAccountUserSchema } from '@farm/area-account-users/domain';
import { envelopeSchema } from '@farm/core/domain';
import { sql } from 'kysely';
import * as z from 'zod';
import { writeAuditEntry } from '../../audit-log';
import { ok, type ApiApp, type ApiDeps } from '../../http';
import { accountAdmin } from '../accounts';
import { findMember, leadTilesOf, toAccountUser, type AdminTiles } from './account-user-queries';
import { adminErrors, assertMayChange, assertTileChanges } from './account-user-rules';
import { writeAdminTiles } from './member-tiles';
import { accountUserErrors, memberParams, tags } from './route-schemas';

const tileChanges = (before: AdminTiles, after: AdminTiles) =>
  ADMIN_TILE_REFERENCES.filter((tile) => before[tile] !== after[tile]).map((tile) => `${adminTileLabel(tile)} ${before[tile]} → ${after[tile]}`);

/**
 * PUT /accounts/{id}/users/{userId}: role, username and tile access, from the version the editor started from.
 * The membership row is locked while it is read and written, so of two saves from one version the second finds
 * the version moved on and gets 409 with nothing changed.
 */
export function updateAccountUser(app: ApiApp, { db }: Pick<ApiDeps, 'db'>): void {
  app.put(
    '/users/:userId',
    {
      config: { access: accountAdmin(db) },
      schema: {
        operationId: 'updateAccountUser',
        tags,
        summary: "Changes a user's role, username and tile access; 409 STALE_VERSION when someone saved first",
        params: memberParams,
        body: updateAccountUserSchema,
        response: { 200: envelopeSchema(z.object({ user: accountUserSchema })), ...accountUserErrors },
      },
    },
    async (request) => {
      const { reference, isLead } = request.accountAccess;
      const editor = request.auth.user;
      const { userId } = request.params;
      const body = request.body;

      await db.transaction().execute(async (trx) => {
        const target = await findMember(trx, reference, userId, { lock: true });
        if (!target || target.internal) throw adminErrors.notOnAccount();
        assertMayChange({ id: editor.id, isLead }, target);
        if (target.version !== body.version) throw adminErrors.stale();
        assertTileChanges({ id: editor.id, isLead }, await leadTilesOf(trx, reference), target.tiles, body.tiles);

        const usernameChanged = body.username !== target.username.toLowerCase();
        if (usernameChanged) {
          // Their sign-in changes everywhere, so one business's admins may not decide it for the others'.
          if (target.businesses > 1) throw adminErrors.usernameShared();
          const taken = await trx
            .selectFrom('users')
            .select('id')
            .where('id', '!=', userId)
            .where((eb) => eb.or([eb(eb.fn('lower', ['email']), '=', body.username), eb(eb.fn('lower', ['username']), '=', body.username)]))
            .executeTakeFirst();
          if (taken) throw adminErrors.usernameTaken();
          await trx.updateTable('users').set({ username: body.username, email: body.username }).where('id', '=', userId).execute();
        }
        const role = body.role;
        await trx
          .updateTable('account_users')
          .set({ is_admin: role === 'Admin', version: sql`version + 1` })
          .where('account_reference', '=', reference)
          .where('user_id', '=', userId)
          .execute();
        await writeAdminTiles(trx, reference, userId, body.tiles);

        const audit = { user: editor, account: reference, appname: 'Admin', sessionid: request.auth.sessionId, url: request.url };
        if (role !== target.role) {
          await writeAuditEntry(trx, { ...audit, action: 'admin-role-changed', message: `${target.username} on ${reference}: role ${target.role} → ${role}` });
        }
        const changes = [...(usernameChanged ? [`username ${target.username} → ${body.username}`] : []), ...tileChanges(target.tiles, body.tiles)];
        if (changes.length > 0) {
          await writeAuditEntry(trx, { ...audit, action: 'admin-config-updated', message: `${target.username} on ${reference}: ${changes.join('; ')}` });
        }
      });
      const updated = await findMember(db, reference, userId);
      return ok({ user: toAccountUser(updated!, editor.id) });
    },
  );
}
