import type { FeatureToggle, FeatureToggleUpdate } from '@farm/core/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db';

export interface ToggleRow {
  id: string;
  enabled: boolean;
  users: string[];
  groups: string[];
  exclusion_users: string[];
  exclusion_groups: string[];
}

export const toToggle = (row: ToggleRow): FeatureToggle => ({
  id: row.id,
  enabled: row.enabled,
  audience: {
    users: row.users,
    groups: row.groups,
    exclusionUsers: row.exclusion_users,
    exclusionGroups: row.exclusion_groups,
  },
});

/** Every toggle, by id: a query of its own, or a subquery of a larger read (`jsonArrayFrom`), mapped with toToggle. */
export const toggleRows = (db: Kysely<Database>) =>
  db.selectFrom('feature_toggles').select(['id', 'enabled', 'users', 'groups', 'exclusion_users', 'exclusion_groups']).orderBy('id');

export async function listToggles(db: Kysely<Database>): Promise<FeatureToggle[]> {
  return (await toggleRows(db).execute()).map(toToggle);
}

export async function findToggle(db: Kysely<Database>, id: string): Promise<FeatureToggle | undefined> {
  const row = await db
    .selectFrom('feature_toggles')
    .select(['id', 'enabled', 'users', 'groups', 'exclusion_users', 'exclusion_groups'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toToggle(row);
}

/** Creates the toggle or replaces its state; lists are stored trimmed and without duplicates. */
export async function saveToggle(db: Kysely<Database>, id: string, update: FeatureToggleUpdate, updatedBy: string): Promise<FeatureToggle> {
  const clean = (list: string[]) => [...new Set(list.map((entry) => entry.trim()).filter(Boolean))];
  const values = {
    enabled: update.enabled,
    users: clean(update.audience.users),
    groups: clean(update.audience.groups),
    exclusion_users: clean(update.audience.exclusionUsers),
    exclusion_groups: clean(update.audience.exclusionGroups),
    updated_at: new Date(),
    updated_by: updatedBy,
  };
  const row = await db
    .insertInto('feature_toggles')
    .values({ id, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .returning(['id', 'enabled', 'users', 'groups', 'exclusion_users', 'exclusion_groups'])
    .executeTakeFirstOrThrow();
  return toToggle(row);
}
