import { dateRangeProblem, MY_ACCOUNT_LISTS, myAccountMessages, type SampleRow } from '@farm/area-my-account';
import { http } from 'msw';
import { failure, ok } from '../../../../tests/support/api-envelopes';
import { mockListPage } from './mock-list-page';
import { demoSamples, sampleDetailOf, sampleFiltersOf } from './sample-fixtures';

const { maxSpanDays, defaultSort, sorts } = MY_ACCOUNT_LISTS.samples;

const compare = (a: string, b: string) => (a === b ? 0 : a < b ? -1 : 1);
const contains = (text: string | null, part: string | undefined) => !part || (text ?? '').toLowerCase().includes(part.toLowerCase());

/** The server's refusals: a range wider than the list allows, and a sort it does not know. */
function refusal(params: URLSearchParams): string | undefined {
  const range = dateRangeProblem(params.get('dateFrom') ?? undefined, params.get('dateTo') ?? undefined, maxSpanDays);
  if (range) return `querystring.${range.end}: ${range.message}`;
  const orderBy = params.get('orderBy');
  if (orderBy && !(sorts as readonly string[]).includes(orderBy)) return `querystring.orderBy: ${myAccountMessages.queryRefused}`;
  return undefined;
}

function matching(samples: SampleRow[], params: URLSearchParams): SampleRow[] {
  const get = (name: string) => params.get(name) || undefined;
  const orderBy = (get('orderBy') ?? defaultSort.orderBy) as (typeof sorts)[number];
  const direction = (get('orderDir') ?? defaultSort.orderDir) === 'asc' ? 1 : -1;
  return samples
    .filter((row) => {
      if (get('dateFrom') && row.dateTaken < get('dateFrom')!) return false;
      if (get('dateTo') && row.dateTaken > get('dateTo')!) return false;
      if (get('commodityNo') && row.commodityNo !== Number(get('commodityNo'))) return false;
      if (get('varietyNo') && row.varietyNo !== Number(get('varietyNo'))) return false;
      return contains(row.locality, get('locality')) && contains(row.reference, get('reference')) && contains(row.contractReference, get('contractReference'));
    })
    .sort((a, b) => compare(a[orderBy] ?? '', b[orderBy] ?? '') * direction || compare(a.sampleId, b.sampleId));
}

/**
 * The samples calls of issue 15 (spec 3 §7): the list with its filters, sorts, pages and keyset cursors (here
 * 'c<offset>'), what the account's samples can be filtered by, and one sample's detail (404 when not the account's).
 * `samplesOf` answers an account's samples: the samples screens' demo by default, the parcel wizard's in its tests.
 */
export const samplesHandlers = (samplesOf: (reference: string) => SampleRow[] = demoSamples) => [
  http.get('/api/accounts/:reference/samples', ({ request, params }) => {
    const query = new URL(request.url).searchParams;
    const problem = refusal(query);
    if (problem) return failure(400, 'VALIDATION_ERROR', problem);
    const rows = matching(samplesOf(String(params.reference)), query);
    return mockListPage(rows, query);
  }),
  http.get('/api/accounts/:reference/sample/filters', ({ params }) => ok(sampleFiltersOf(samplesOf(String(params.reference))))),
  http.get('/api/accounts/:reference/samples/:sampleId', ({ params }) => {
    const sample = samplesOf(String(params.reference)).find((row) => row.sampleId === params.sampleId);
    return sample ? ok(sampleDetailOf(sample)) : failure(404, 'SAMPLE_NOT_FOUND', myAccountMessages.sampleNotFound);
  }),
];
