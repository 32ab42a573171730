import type { Kysely } from 'kysely';
import { hashPassword } from '../security/password';
import type { Database } from '../db/database';
import { seedDemoAccess } from './access-seed';
import { demoAccounts } from './demo-accounts';
import { seedDemoContent } from './demo-content';
import { DEMO_PASSWORD, demoUsers } from './demo-users';
import { insertDemoUsers } from './insert-demo-users';
import { seedShellDemo } from './shell-demo';
import { seedWeatherDemo } from './weather-demo';
import { seedCropMarketingDemo } from './crop-marketing-demo';
import { seedMyAccountDemo } from './my-account/my-account-demo';

/**
 * The demo businesses and their users (every one with the published password DEMO_PASSWORD), their staff groups
 * and activation codes, release notes, past downtimes and the demo video, and
 * three years of My Account history. Written only into a new database
 * started with DEMO_DATA on (prepare-database.ts), inside its transaction.
 */
export async function seedDemoData(db: Kysely<Database>, now = new Date()): Promise<void> {
  await db.insertInto('accounts').values(demoAccounts).execute();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await insertDemoUsers(db, demoUsers, passwordHash);
  await seedDemoAccess(db);
  await seedDemoContent(db, now);
  await seedShellDemo(db, passwordHash);
  await seedWeatherDemo(db, passwordHash);
  await seedCropMarketingDemo(db);
  await seedMyAccountDemo(db, now);
}
