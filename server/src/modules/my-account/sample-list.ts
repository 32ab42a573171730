import type { SampleResult, SampleRow } from '@farm/area-my-account/domain';
import { sql } from 'kysely';
import { contains, dateBetween, day, equals, toNullableNumber, type ListDefinition } from './list-definition';

/** A sample's results, in the order the lab recorded them: looked up for the page's rows only. */
const sampleResultsJson = (sampleId: string) =>
  sql.raw(`(select coalesce(json_agg(json_build_object('reference', r.reference, 'name', r.name, 'result', r.result, 'unit', r.unit) order by r.line_no), '[]'::json)
    from sample_results r where r.sample_id = ${sampleId}) as results`);

/** json_agg's results as the row carries them: numeric arrives as a JSON number, or as text from some drivers. */
const toSampleResults = (raw: unknown): SampleResult[] =>
  ((typeof raw === 'string' ? JSON.parse(raw) : raw) as { reference: string; name: string; result: unknown; unit: string }[]).map((result) => ({
    reference: result.reference,
    name: result.name,
    result: toNullableNumber(result.result),
    unit: result.unit,
  }));

export const toSampleRow = (raw: Record<string, unknown>): SampleRow => ({
  sampleId: String(raw.id),
  reference: String(raw.reference),
  contractReference: (raw.contract_reference as string | null) ?? null,
  commodity: String(raw.commodity),
  commodityNo: Number(raw.commodity_no),
  variety: (raw.variety as string | null) ?? null,
  varietyNo: toNullableNumber(raw.variety_no),
  locality: (raw.locality as string | null) ?? null,
  dateTaken: String(raw.date_taken),
  cropYear: Number(raw.crop_year),
  results: toSampleResults(raw.results),
});

export const SAMPLE_COLUMNS = sql`s.id, s.reference, s.contract_reference, s.commodity, s.commodity_no, s.variety, s.variety_no, s.locality, ${day('s.date_taken')}, s.crop_year, ${sampleResultsJson('s.id')}`;

/**
 * The grain samples list (spec 3 §2 'Grain sampling page', §7 Samples list): the account's samples with their
 * results, filtered by commodity, variety, locality, sample reference and contract. Each sort reads its index of
 * migration 0020, ended by the id.
 */
export const samples: ListDefinition<'samples'> = {
  from: sql`samples s`,
  account: sql`s.account_reference`,
  select: SAMPLE_COLUMNS,
  sorts: {
    dateTaken: sql`s.date_taken`,
    reference: sql`s.reference`,
    contractReference: sql`coalesce(s.contract_reference, '')`,
    commodity: sql`s.commodity`,
    variety: sql`coalesce(s.variety, '')`,
    locality: sql`coalesce(s.locality, '')`,
  },
  tieBreaker: [sql`s.id`],
  dateRange: dateBetween(sql`s.date_taken`),
  search: sql`(s.reference || ' ' || coalesce(s.contract_reference, '') || ' ' || s.commodity || ' ' || coalesce(s.variety, '') || ' ' || coalesce(s.locality, ''))`,
  filters: {
    commodityNo: equals(sql`s.commodity_no`),
    varietyNo: equals(sql`s.variety_no`),
    locality: contains(sql`s.locality`),
    reference: contains(sql`s.reference`),
    contractReference: contains(sql`s.contract_reference`),
  },
  toRow: toSampleRow,
  csv: [
    { header: 'Date taken', value: (row) => row.dateTaken },
    { header: 'Sample', value: (row) => row.reference },
    { header: 'Contract', value: (row) => row.contractReference },
    { header: 'Commodity', value: (row) => row.commodity },
    { header: 'Variety', value: (row) => row.variety },
    { header: 'Locality', value: (row) => row.locality },
    { header: 'Results', value: (row) => row.results.map((result) => `${result.reference} ${result.result ?? ''}${result.unit}`).join('; ') },
  ],
};
