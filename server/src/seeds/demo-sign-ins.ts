import type { Kysely } from 'kysely';
import { DEMO_INTEGRATION_CLIENT } from '../modules/integration';
import { DEMO_PARTNER } from '../modules/partners';
import { hashRandomSecret } from '../security/random-secret';
import type { Database } from '../db/database';
import { RELEASES_USER } from './demo-content';
import { demoUsers } from './demo-users';
import { shellDemoUsers } from './shell-demo';
import { WEATHER_DEMO_USER } from './weather-demo';

/** Every demo user's e-mail: whoever knows the README can sign in as them. */
export const demoUserEmails: readonly string[] = [
  ...demoUsers.map((user) => user.email),
  RELEASES_USER.email,
  ...shellDemoUsers.map((user) => user.email),
  WEATHER_DEMO_USER,
];

export interface DemoSignIns {
  /** Demo users found, by e-mail. */
  users: string[];
  /** Whether a partner has the published demo key. */
  partner: boolean;
  /** Whether the demo feed's integration client is enabled with its published secret. */
  integrationClient: boolean;
  /** Users who are not demo users. */
  otherUsers: number;
}

/** The published sign-ins (demo users, the demo partner key, the demo feed's client) a database holds, and how many real users beside. */
export async function findDemoSignIns(db: Kysely<Database>): Promise<DemoSignIns> {
  const emails = demoUserEmails.map((email) => email.toLowerCase());
  const users = await db
    .selectFrom('users')
    .select('email')
    .where((eb) => eb(eb.fn('lower', ['email']), 'in', emails))
    .orderBy('email')
    .execute();
  const partner = await db.selectFrom('partners').select('id').where('key_hash', '=', hashRandomSecret(DEMO_PARTNER.key)).executeTakeFirst();
  const integrationClient = await db
    .selectFrom('integration_clients')
    .select('client_id')
    .where('client_id', '=', DEMO_INTEGRATION_CLIENT.clientId)
    .where('secret_hash', '=', hashRandomSecret(DEMO_INTEGRATION_CLIENT.secret))
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  const total = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return { users: users.map((user) => user.email), partner: !!partner, integrationClient: !!integrationClient, otherUsers: Number(total.count) - users.length };
}
