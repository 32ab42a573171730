import { parseArgs } from 'node:util';
import { accountReferenceSchema } from '@farm/core/domain';
import * as z from 'zod';
import { writeAuditEntry } from '../audit-log';
import type { Config } from '../config';
import { newAccount, type Db } from '../db';
import { DEMO_DATABASE, deleteSetting, demoUserEmails, ensureReferenceData, readSetting } from '../seeds';
import { issueResetToken, resetPasswordLink } from '../modules/onboarding';
import { DEMO_INTEGRATION_CLIENT } from '../modules/integration';
import { DEMO_PARTNER } from '../modules/partners';
import { hashRandomSecret } from '../security/random-secret';
import { findUserByEmail } from '../modules/users';
import { UsageError } from './partners-command';

export const USERS_USAGE = `Usage:
  npm run users -- add-lead --email lead@farm.example --name "Full Name" --account REF [--account-name "Business name"] [--postcode "CB10 2RL"]
      adds the lead user of a business account (created with --account-name when it does not exist yet)
      and prints a one-time link where they choose their password
  npm run users -- reset-link --email someone@farm.example
      prints a new one-time link for an existing user (the last one stops working)
  npm run users -- remove-demo-data
      removes the demo users, the demo partner key, the demo feed's client and the demo database mark, making it a real database`;

/** A link the operator hands over can take a day to reach its owner, unlike one a user asks for themself. */
const SETUP_LINK_TTL_MS = 24 * 60 * 60 * 1000;

const emailSchema = z.string().trim().toLowerCase().pipe(z.email('--email must be an e-mail address.'));
const nameSchema = z.string().trim().min(4, '--name must be at least four characters long.').max(100, '--name must be at most 100 characters long.');

function parse<T>(schema: z.ZodType<T>, value: unknown, missing: string): T {
  if (value === undefined) throw new UsageError(missing);
  const result = schema.safeParse(value);
  if (!result.success) throw new UsageError(result.error.issues[0]?.message ?? missing);
  return result.data;
}

async function printLink(db: Db, config: Config, userId: string, print: (line: string) => void) {
  if (!config.oidc.embedded) {
    print(`Passwords are managed by ${config.oidc.issuer}: the user signs in there with this e-mail address.`);
    return;
  }
  const { token } = await issueResetToken(db, userId, SETUP_LINK_TTL_MS);
  print('One-time link to choose a password (works once, for 24 hours; give it only to this user):');
  print(resetPasswordLink(config, token));
}

async function addLead(db: Db, config: Config, args: string[], print: (line: string) => void) {
  const { values } = parseArgs({
    args,
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      account: { type: 'string' },
      'account-name': { type: 'string' },
      postcode: { type: 'string' },
    },
  });
  const email = parse(emailSchema, values.email, '--email is required: the lead user signs in with it.');
  const name = parse(nameSchema, values.name, '--name is required: the lead user\u2019s full name.');
  const reference = parse(
    z.string().trim().toUpperCase().pipe(accountReferenceSchema),
    values.account,
    '--account is required: the business account reference, e.g. HARR0001.',
  );
  if (await findUserByEmail(db, email)) throw new UsageError(`${email} already has a MyFarm user; "reset-link" gives them a new link.`);

  const userId = await db.transaction().execute(async (trx) => {
    // The lead's tiles come from the catalogue, which a database gets on its first start; this may come first.
    await ensureReferenceData(trx);
    let account = await trx.selectFrom('accounts').select(['reference', 'name', 'lead_user_id']).where('reference', '=', reference).executeTakeFirst();
    if (account?.lead_user_id) {
      const lead = await trx.selectFrom('users').select('email').where('id', '=', account.lead_user_id).executeTakeFirst();
      throw new UsageError(`${reference} already has a lead user (${lead?.email ?? 'unknown'}).`);
    }
    if (!account) {
      const accountName = parse(
        z.string().trim().min(1).max(200),
        values['account-name'],
        `${reference} does not exist yet: give its name with --account-name.`,
      );
      account = await trx
        .insertInto('accounts')
        .values(
          newAccount({
            reference,
            name: accountName,
            postcode: values.postcode?.trim().toUpperCase() || null,
            contact_email: email,
          }),
        )
        .returning(['reference', 'name', 'lead_user_id'])
        .executeTakeFirstOrThrow();
      print(`Business account added: ${account.name} (${reference})`);
    }
    // The operator vouches for the lead, so no activation code; the terms are still theirs to accept.
    const { id } = await trx
      .insertInto('users')
      .values({ email, username: email, name, password_hash: null, terms_pending: true, activation_pending: false, last_accessed_account: reference })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('account_users').values({ account_reference: reference, user_id: id, is_admin: true }).execute();
    await trx.updateTable('accounts').set({ lead_user_id: id }).where('reference', '=', reference).execute();
    // A lead sees every area; they then decide what the account's other users see.
    const tiles = await trx.selectFrom('tiles').select('reference').orderBy('sequence').execute();
    if (tiles.length > 0) {
      await trx
        .insertInto('user_tiles')
        .values(
          tiles.map((tile, index) => ({
            account_reference: reference,
            user_id: id,
            tile_reference: tile.reference,
            visible: true,
            locked: false,
            sequence: (index + 1) * 10,
          })),
        )
        .execute();
    }
    await writeAuditEntry(trx, {
      user: { id, username: email },
      account: reference,
      action: 'lead-user-added',
      appname: 'Command line',
      message: `Lead user ${email} added to ${reference} with npm run users`,
    });
    return id;
  });
  print(`Lead user added: ${name} <${email}>, lead and admin of ${reference}`);
  await printLink(db, config, userId, print);
}

async function resetLink(db: Db, config: Config, args: string[], print: (line: string) => void) {
  const { values } = parseArgs({ args, options: { email: { type: 'string' } } });
  const email = parse(emailSchema, values.email, '--email is required.');
  const user = await findUserByEmail(db, email);
  if (!user) throw new UsageError(`No MyFarm user has the e-mail ${email}.`);
  if (user.internal) throw new UsageError(`${email} is an internal user: their password is not managed in MyFarm.`);
  await printLink(db, config, user.id, print);
}

async function removeDemoData(db: Db, print: (line: string) => void) {
  const removed = await db.transaction().execute(async (trx) => {
    const users = await trx
      .deleteFrom('users')
      .where((eb) =>
        eb(
          eb.fn('lower', ['email']),
          'in',
          demoUserEmails.map((email) => email.toLowerCase()),
        ),
      )
      .returning('email')
      .execute();
    const partners = await trx.deleteFrom('partners').where('key_hash', '=', hashRandomSecret(DEMO_PARTNER.key)).returning('name').execute();
    // Disabled, not deleted: the records it wrote keep naming their writer.
    const feeds = await trx
      .updateTable('integration_clients')
      .set({ disabled_at: new Date() })
      .where('client_id', '=', DEMO_INTEGRATION_CLIENT.clientId)
      .where('disabled_at', 'is', null)
      .returning('client_id')
      .execute();
    const wasDemo = (await readSetting(trx, DEMO_DATABASE)) !== undefined;
    await deleteSetting(trx, DEMO_DATABASE);
    return { users: users.map((user) => user.email), partners: partners.length, feeds: feeds.length, wasDemo };
  });
  print(removed.users.length ? `Removed ${removed.users.length} demo user(s): ${removed.users.join(', ')}` : 'No demo users.');
  print(removed.partners ? 'Removed the demo partner and its published key.' : 'No demo partner.');
  if (removed.feeds) print("Disabled the demo feed's integration client, whose secret is published.");
  if (removed.wasDemo) print('The database is no longer marked as a demo database: start it without DEMO_DATA.');
}

/** Users a real deployment needs before anyone can sign in, from the command line (stop PGlite's server first). */
export async function runUsersCommand(db: Db, config: Config, argv: string[], print: (line: string) => void): Promise<void> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'add-lead':
      return addLead(db, config, rest, print);
    case 'reset-link':
      return resetLink(db, config, rest, print);
    case 'remove-demo-data':
      return removeDemoData(db, print);
    default:
      throw new UsageError(command ? `Unknown command "${command}".` : 'Say what to do.');
  }
}
