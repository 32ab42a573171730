import { envelopeSchema, startupQuerySchema, startupSchema } from '@farm/core/domain';
import { type ApiApp, type ApiDeps, errorResponses, errors, ok } from '../../http';
import { accountsInView, type AccountReader } from '../accounts';
import { findDowntimeContent, releaseNotificationsFor } from '../content';
import { togglesFor } from '../features';
import { currentUserOf } from '../users';

/**
 * GET /api/myuser/startup: the portal's first screen in one round trip on a slow line, where the separate reads
 * (/user, /myuser/accounts, /myuser/features, /content/downtime, the release notes and their state) would be a
 * chain. The separate routes stay for the screens that refresh one of them.
 */
export function getStartup(app: ApiApp, { db }: ApiDeps, readAccounts: AccountReader): void {
  app.get(
    '/myuser/startup',
    {
      // Open while activation or terms are pending (issue 27 §3).
      config: { openDuringOnboarding: true },
      schema: {
        operationId: 'getStartup',
        tags: ['users'],
        summary: 'Everything the portal shows first, in one answer',
        description:
          'The user, their business accounts with tiles, the account to show (`selectedAccount` if it is one of theirs, ' +
          'else the last accessed), the feature toggles, the planned downtime and the latest release notes with the ' +
          "user's release-note state. Uncached: it carries the downtime.",
        querystring: startupQuerySchema,
        response: { 200: envelopeSchema(startupSchema), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const { user } = request.auth;
      // The content (downtime, release notes) is a nicety the portal works without: its failure is reported
      // as null, as a failed call of its own would have been, and does not fail the start-up.
      const orNull = <T>(what: string, pending: Promise<T>) =>
        pending.catch((error: unknown) => {
          request.log.error({ err: error }, `start-up: the ${what} could not be read`);
          return null;
        });
      const [currentUser, { accounts, lastAccessedAccount }, toggles, downtime, releaseNotes] = await Promise.all([
        currentUserOf(db, request.auth),
        readAccounts(user).then((read) => accountsInView(read, request.auth)),
        togglesFor(db, user),
        orNull('planned downtime', findDowntimeContent(db)),
        orNull('release notes', releaseNotificationsFor(db, user)),
      ]);
      if (accounts.length === 0) throw errors.noConfiguration();
      const isOneOfTheirs = (reference: string | null | undefined) => accounts.some((account) => account.reference === reference);
      const { selectedAccount: wanted } = request.query;
      const selectedAccount = [wanted, lastAccessedAccount].find(isOneOfTheirs) ?? accounts[0]!.reference;
      // Spec 1 §7: planned downtime is uncached, and this answer carries it.
      reply.header('cache-control', 'no-store');
      return ok({ user: currentUser, accounts, selectedAccount, toggles, downtime, releaseNotes });
    },
  );
}
