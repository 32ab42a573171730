import { accountUserSchema, adminEmailSchema, emailCheckSchema, type EmailCheckStatus } from '@farm/area-account-users/domain';
import { envelopeSchema } from '@farm/core/domain';
import * as z from 'zod';
import type { Db } from '../../db';
import { ok, type ApiApp, type ApiDeps } from '../../http';
import { accountAdmin } from '../accounts';
import { findUserByEmail } from '../users';
import { isOnAccount, listMembers, toAccountUser } from './account-user-queries';
import { hasOpenInvitation } from './invitation-queries';
import { accountParams, accountUserErrors, tags } from './route-schemas';

/** GET /accounts/{id}/users and the e-mail check the Add user form makes before it adds anyone. */
export function listAccountUsers(app: ApiApp, { db }: Pick<ApiDeps, 'db'>): void {
  const access = accountAdmin(db);

  app.get(
    '/users',
    {
      config: { access },
      schema: {
        operationId: 'listAccountUsers',
        tags,
        summary: "The business's users (staff never listed), the lead first, each with their role and tile access",
        params: accountParams,
        response: { 200: envelopeSchema(z.object({ users: z.array(accountUserSchema) })), ...accountUserErrors },
      },
    },
    async (request) => ok({ users: (await listMembers(db, request.accountAccess.reference)).map((member) => toAccountUser(member, request.auth.user.id)) }),
  );

  app.get(
    '/users/email-check',
    {
      config: { access },
      schema: {
        operationId: 'checkInviteeEmail',
        tags,
        summary: 'Whether an e-mail is on this business already, invited to it, or can be invited; never whether it uses MyFarm elsewhere',
        params: accountParams,
        querystring: z.object({ email: adminEmailSchema }),
        response: { 200: envelopeSchema(emailCheckSchema), ...accountUserErrors },
      },
    },
    async (request) => ok({ status: await emailCheckStatus(db, request.accountAccess.reference, request.query.email) }),
  );
}

/**
 * An e-mail new to MyFarm and an existing user of other businesses get the same answer (issue 27 §4): the check
 * is silent, unlike adding, which e-mails the person, so it must tell one business nothing of another's users.
 */
async function emailCheckStatus(db: Db, reference: string, email: string): Promise<EmailCheckStatus> {
  const user = await findUserByEmail(db, email);
  if (!user) return 'can-invite';
  if (await isOnAccount(db, reference, user)) return 'on-account';
  return (await hasOpenInvitation(db, reference, user.id, new Date())) ? 'invited' : 'can-invite';
}
