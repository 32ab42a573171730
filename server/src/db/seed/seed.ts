import { sql } from 'kysely';
import { hashPassword } from '../../security/password';
import type { Db } from '../create-database';
import { seedAccess } from './access-seed';
import { seedContent } from './content-seed';
import { seedShellDemo } from './shell-demo';
import { seedWeatherDemo } from './weather-demo';
import { seedCalculators } from './calculator-seed';
import { demoAccounts } from './demo-accounts';
import { insertDemoUsers } from './insert-demo-users';
import { DEMO_PASSWORD, demoUsers } from './demo-users';
import { tileCatalogue } from './tile-catalogue';

// Any constant works; it only has to be the same for every instance that might seed at the same moment.
const SEED_LOCK = 7_410_001;

/** Seeds the demo data on first start. Returns false when the database already had users. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // Instances starting together serialise here so only the first one seeds.
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    const existing = await trx.selectFrom('users').select('id').limit(1).executeTakeFirst();
    if (existing) return false;

    await trx.insertInto('tiles').values(tileCatalogue).execute();
    await trx.insertInto('accounts').values(demoAccounts).execute();

    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await insertDemoUsers(trx, demoUsers, passwordHash);
    await seedAccess(trx);
    await seedContent(trx);
    await seedShellDemo(trx, passwordHash);
    await seedWeatherDemo(trx, passwordHash);
    await seedCalculators(trx);
    return true;
  });
}
