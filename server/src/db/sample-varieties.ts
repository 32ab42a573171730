import { sql, type Kysely } from 'kysely';

/**
 * Gives every sample's variety its number (§3 Sample filters: varieties by varietyNo): a variety not seen before
 * gets one. Whoever writes samples in bulk (the demo, the bench seed) calls it afterwards, once, set-based.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function linkSampleVarieties(db: Kysely<any>): Promise<void> {
  await sql`insert into sample_varieties (commodity_no, description)
    select distinct commodity_no, variety from samples where variety is not null and variety_no is null
    on conflict (commodity_no, description) do nothing`.execute(db);
  await sql`update samples s set variety_no = v.variety_no from sample_varieties v
    where s.variety_no is null and v.commodity_no = s.commodity_no and v.description = s.variety`.execute(db);
}
