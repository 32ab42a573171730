import { accountReferenceSchema, envelopeSchema } from '@farm/core/domain';
import { myAccountMessages, sampleDetailSchema, sampleFiltersSchema, type SampleDetail, type SampleFilters } from '@farm/area-my-account/domain';
import { sql } from 'kysely';
import * as z from 'zod';
import type { Db } from '../../db';
import { type ApiApp, type ApiDeps, ApiError, errorResponses, ok } from '../../http';
import { accountMember } from '../accounts';
import { sampleList } from '../my-account';

const tags = ['samples'];
const errors = { ...errorResponses(400, 401, 403, 404) };

/** §3 Sample filters: the commodities, varieties and localities the account's samples hold. */
async function readSampleFilters(db: Db, account: string): Promise<SampleFilters> {
  const [commodities, varieties, localities] = await Promise.all([
    sql<{
      commodity_no: number;
      commodity: string;
    }>`select distinct commodity_no, commodity from samples where account_reference = ${account} order by commodity`.execute(db),
    sql<{ variety_no: number; description: string; commodity_no: number }>`select v.variety_no, v.description, v.commodity_no from sample_varieties v
      where exists (select 1 from samples s where s.account_reference = ${account} and s.variety_no = v.variety_no) order by v.description`.execute(db),
    sql<{ locality: string }>`select distinct locality from samples where account_reference = ${account} and locality is not null order by locality`.execute(
      db,
    ),
  ]);
  return {
    commodities: commodities.rows.map((row) => ({ commodityNo: Number(row.commodity_no), description: row.commodity })),
    varieties: varieties.rows.map((row) => ({ varietyNo: Number(row.variety_no), description: row.description, commodityNo: Number(row.commodity_no) })),
    localities: localities.rows.map((row) => row.locality),
  };
}

/** The account's sample with its results and the print view's fields (§3): who it was taken for, and the contract's product. */
async function readSampleDetail(db: Db, account: string, sampleId: string): Promise<SampleDetail | undefined> {
  const raw = await sampleList
    .select(sampleList.from(db))
    .select((eb) => eb.selectFrom('contracts as c').select('c.product').whereRef('c.reference', '=', 's.contract_reference').as('product'))
    .where((eb) => eb.and([sampleList.account(eb, account), eb('s.id', '=', sampleId)]))
    .executeTakeFirst();
  if (!raw) return undefined;
  const holder = await db
    .selectFrom('accounts')
    .select(['name', 'street', 'locality', 'post_town', 'county', 'postcode', 'contact_phone'])
    .where('reference', '=', account)
    .executeTakeFirstOrThrow();
  const sample = sampleList.toRow(raw);
  const addressLines = [holder.street, holder.locality, holder.post_town, holder.county, holder.postcode].filter(
    (line): line is string => typeof line === 'string' && line.trim() !== '',
  );
  return {
    ...sample,
    name: holder.name,
    street: holder.street,
    county: holder.county,
    postcode: holder.postcode,
    telephone: holder.contact_phone,
    // The account record keeps no fax number; the print view leaves the line blank.
    fax: null,
    address: addressLines.join(', '),
    productLine: raw.product ?? sample.commodity,
  };
}

/** GET /accounts/{id}/sample/filters and /accounts/{id}/samples/{sampleId} (spec 3 §7). The list is a My Account list. */
export function sampleReadRoutes(app: ApiApp, { db }: ApiDeps): void {
  app.get(
    '/sample/filters',
    {
      config: { access: accountMember(db) },
      schema: {
        operationId: 'getSampleFilters',
        tags,
        summary: "What the account's samples can be filtered by: commodities, varieties and localities",
        params: z.object({ id: accountReferenceSchema }),
        response: { 200: envelopeSchema(sampleFiltersSchema), ...errors },
      },
    },
    async (request) => ok(await readSampleFilters(db, request.accountAccess.reference)),
  );

  app.get(
    '/samples/:sampleId',
    {
      config: { access: accountMember(db) },
      schema: {
        operationId: 'getSample',
        tags,
        summary: 'A sample with its results and the fields of its print view',
        params: z.object({ id: accountReferenceSchema, sampleId: z.uuid() }),
        response: { 200: envelopeSchema(sampleDetailSchema), ...errors },
      },
    },
    async (request) => {
      const detail = await readSampleDetail(db, request.accountAccess.reference, request.params.sampleId);
      // Another account's sample gets the answer an unknown one gets (§8 'No data found').
      if (!detail) throw new ApiError(404, 'SAMPLE_NOT_FOUND', myAccountMessages.sampleNotFound);
      return ok(detail);
    },
  );
}
