import type { Selectable } from 'kysely';
import type { Db } from '../../db';
import type { PartnersTable } from '../../db/database';
import { hashRandomSecret, newRandomSecret } from '../../security/random-secret';

export type PartnerRow = Selectable<PartnersTable>;

export interface NewPartner {
  name: string;
  allowedOrigins: string[];
  allowedWidgets: string[];
  /** A known key (the seeded demo partners); otherwise a random one is made. */
  key?: string;
  disabled?: boolean;
}

/** The partner a key belongs to, disabled or not (the caller tells those apart). */
export async function findPartnerByKey(db: Db, key: string): Promise<PartnerRow | undefined> {
  return db.selectFrom('partners').selectAll().where('key_hash', '=', hashRandomSecret(key)).executeTakeFirst();
}

/** Stores a partner and returns its key: the only time the plain key exists outside the partner's hands. */
export async function createPartner(db: Db, partner: NewPartner): Promise<{ id: string; key: string }> {
  const key = partner.key ?? newRandomSecret();
  const { id } = await db
    .insertInto('partners')
    .values({
      name: partner.name,
      key_hash: hashRandomSecret(key),
      allowed_origins: partner.allowedOrigins,
      allowed_widgets: partner.allowedWidgets,
      disabled_at: partner.disabled ? new Date() : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, key };
}
