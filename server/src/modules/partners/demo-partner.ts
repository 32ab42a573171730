import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import { hashRandomSecret } from '../../security/random-secret';

/** The demo partner, in demo databases only: its key is published (the README, the embed catalogue). */
export const DEMO_PARTNER = { name: 'Fenland Grain Co-op', key: 'demo-partner-key' } as const;
/** Embeddable widgets a partner may show. */
export const PARTNER_WIDGETS = ['farm-weather', 'farm-prices', 'farm-market-chart'] as const;

/**
 * Creates the demo partner, or brings its origins up to date: on every start of a demo database, so a changed
 * PUBLIC_URL or EMBED_DEMO_ORIGINS (a test's foreign page) applies without a new database. A real partner gets a
 * random key from createPartner, shown once.
 */
export async function applyDemoPartner(db: Kysely<Database>, origins: string[]): Promise<void> {
  const allowedOrigins = [...new Set(origins)];
  await db
    .insertInto('partners')
    .values({ name: DEMO_PARTNER.name, key_hash: hashRandomSecret(DEMO_PARTNER.key), allowed_origins: allowedOrigins, allowed_widgets: [...PARTNER_WIDGETS] })
    .onConflict((conflict) => conflict.column('key_hash').doUpdateSet({ allowed_origins: allowedOrigins, allowed_widgets: [...PARTNER_WIDGETS] }))
    .execute();
}
