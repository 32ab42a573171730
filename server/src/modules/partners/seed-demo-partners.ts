import type { Config } from '../../config';
import type { Db } from '../../db';
import { hashPartnerKey } from './partner-key';

export const DEMO_PARTNER = { name: 'Fenland Grain Co-op', key: 'demo-partner-key' } as const;
/** Embeddable widgets a partner may show (the price widget joins when it exists). */
export const PARTNER_WIDGETS = ['farm-weather'] as const;

/**
 * The demo partner, on a database without partners: it allows our own origin (the embed catalogue's
 * previews) and EMBED_DEMO_ORIGINS (a test's foreign page), with a known key. A real partner gets a random
 * key from createPartner, shown once.
 */
export async function seedDemoPartners(db: Db, config: Config): Promise<boolean> {
  const existing = await db.selectFrom('partners').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  // Instances starting together may both get here; the unique key hash lets only one insert.
  await db
    .insertInto('partners')
    .values({
      name: DEMO_PARTNER.name,
      key_hash: hashPartnerKey(DEMO_PARTNER.key),
      allowed_origins: [...new Set([new URL(config.publicUrl).origin, ...config.embed.demoOrigins])],
      allowed_widgets: [...PARTNER_WIDGETS],
    })
    .onConflict((conflict) => conflict.column('key_hash').doNothing())
    .execute();
  return true;
}
