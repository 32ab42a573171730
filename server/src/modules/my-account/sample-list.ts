import type { SampleRow } from '@farm/area-my-account/domain';
import type { ExpressionBuilder } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { calendarDay, type Database, type Db } from '../../db';
import { contains, dateBetween, defineList, orEmpty, searchText, toNullableNumber } from './list-definition';

/** A sample's results, in the order the lab recorded them: looked up for the page's rows only. */
const resultsOf = (eb: ExpressionBuilder<Database & { s: Database['samples'] }, 's'>) =>
  jsonArrayFrom(
    eb.selectFrom('sample_results as r').select(['r.reference', 'r.name', 'r.result', 'r.unit']).whereRef('r.sample_id', '=', 's.id').orderBy('r.line_no'),
  ).as('results');

/**
 * The grain samples list (spec 3 §2 'Grain sampling page', §7 Samples list): the account's samples with their
 * results, filtered by commodity, variety, locality, sample reference and contract. Each sort reads its index of
 * migration 0020, ended by the id.
 */
export const samples = defineList<'samples'>()({
  from: (db: Db) => db.selectFrom('samples as s'),
  select: (rows) =>
    rows.select((eb) => [
      's.id',
      's.reference',
      's.contract_reference',
      's.commodity',
      's.commodity_no',
      's.variety',
      's.variety_no',
      's.locality',
      calendarDay('s.date_taken').as('date_taken'),
      's.crop_year',
      resultsOf(eb),
    ]),
  account: (eb, account) => eb('s.account_reference', '=', account),
  sorts: {
    dateTaken: (eb) => eb.ref('s.date_taken'),
    reference: (eb) => eb.ref('s.reference'),
    contractReference: (eb) => orEmpty(eb, 's.contract_reference'),
    commodity: (eb) => eb.ref('s.commodity'),
    variety: (eb) => orEmpty(eb, 's.variety'),
    locality: (eb) => orEmpty(eb, 's.locality'),
  },
  tieBreaker: ['s.id'],
  dateRange: (eb, from, to) => dateBetween(eb, 's.date_taken', from, to),
  search: (eb) =>
    searchText(eb.ref('s.reference'), orEmpty(eb, 's.contract_reference'), eb.ref('s.commodity'), orEmpty(eb, 's.variety'), orEmpty(eb, 's.locality')),
  filters: {
    commodityNo: (eb, value) => eb('s.commodity_no', '=', Number(value)),
    varietyNo: (eb, value) => eb('s.variety_no', '=', Number(value)),
    locality: (eb, value) => contains(eb, 's.locality', value),
    reference: (eb, value) => contains(eb, 's.reference', value),
    contractReference: (eb, value) => contains(eb, 's.contract_reference', value),
  },
  toRow: (raw): SampleRow => ({
    sampleId: raw.id,
    reference: raw.reference,
    contractReference: raw.contract_reference,
    commodity: raw.commodity,
    commodityNo: raw.commodity_no,
    variety: raw.variety,
    varietyNo: raw.variety_no,
    locality: raw.locality,
    dateTaken: raw.date_taken,
    cropYear: raw.crop_year,
    // numeric arrives in json_agg as a JSON number, typed as the column's text.
    results: raw.results.map((result) => ({ ...result, result: toNullableNumber(result.result) })),
  }),
  csv: [
    { header: 'Date taken', value: (row) => row.dateTaken },
    { header: 'Sample', value: (row) => row.reference },
    { header: 'Contract', value: (row) => row.contractReference },
    { header: 'Commodity', value: (row) => row.commodity },
    { header: 'Variety', value: (row) => row.variety },
    { header: 'Locality', value: (row) => row.locality },
    { header: 'Results', value: (row) => row.results.map((result) => `${result.reference} ${result.result ?? ''}${result.unit}`).join('; ') },
  ],
});
