import { accountInvitationSchema } from '@farm/area-account-users/domain';
import { envelopeSchema } from '@farm/core/domain';
import * as z from 'zod';
import { ok, type ApiApp, type ApiDeps } from '../../http';
import { accountAdmin } from '../accounts';
import { listInvitations } from './invitation-queries';
import { accountParams, accountUserErrors, tags } from './route-schemas';

/** GET /accounts/{id}/invitations: the existing MyFarm users invited to the business who have not answered. */
export function listAccountInvitations(app: ApiApp, { db }: Pick<ApiDeps, 'db'>): void {
  app.get(
    '/invitations',
    {
      config: { access: accountAdmin(db) },
      schema: {
        operationId: 'listAccountInvitations',
        tags,
        summary: 'Invitations not yet answered, open or lapsed, with only what the admin typed and chose',
        params: accountParams,
        response: { 200: envelopeSchema(z.object({ invitations: z.array(accountInvitationSchema) })), ...accountUserErrors },
      },
    },
    async (request) => ok({ invitations: await listInvitations(db, request.accountAccess.reference, new Date()) }),
  );
}
