import { accountUserSchema, adminEmailSchema, emailCheckSchema, envelopeSchema } from '@farm/core/domain';
import * as z from 'zod';
import { ok, type ApiApp, type ApiDeps } from '../../http';
import { accountAdmin } from '../accounts';
import { findUserByEmail } from '../users';
import { listMembers, toAccountUser } from './account-user-queries';
import { accountParams, errorResponses, tags } from './route-schemas';

/** GET /accounts/{id}/users and the e-mail check the Add user form makes before it adds anyone. */
export function listAccountUsers(app: ApiApp, { db }: Pick<ApiDeps, 'db'>): void {
  const access = accountAdmin(db);

  app.get(
    '/users',
    {
      config: { access },
      schema: {
        tags,
        summary: "The business's users (staff never listed), the lead first, each with their role and tile access",
        params: accountParams,
        response: { 200: envelopeSchema(z.object({ users: z.array(accountUserSchema) })), ...errorResponses },
      },
    },
    async (request) => ok({ users: (await listMembers(db, request.accountAccess.reference)).map((member) => toAccountUser(member, request.auth.user.id)) }),
  );

  app.get(
    '/users/email-check',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Whether an e-mail is new to MyFarm, an existing user, or a user of this business already',
        params: accountParams,
        querystring: z.object({ email: adminEmailSchema }),
        response: { 200: envelopeSchema(emailCheckSchema), ...errorResponses },
      },
    },
    async (request) => {
      const user = await findUserByEmail(db, request.query.email);
      if (!user) return ok({ status: 'new' as const });
      const onAccount = await db
        .selectFrom('account_users')
        .select('user_id')
        .where('account_reference', '=', request.accountAccess.reference)
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      // Staff are never added by a business: to its admins they are as good as there already.
      return ok({ status: onAccount || user.internal ? ('on-account' as const) : ('existing' as const) });
    },
  );
}
