import { dateRangeProblem, MY_ACCOUNT_LISTS, myAccountMessages, type MovementRow } from '@farm/area-my-account';
import { http, HttpResponse } from 'msw';
import { failure, ok } from '../../../../tests/support/api-envelopes';
import { mockListPage } from './mock-list-page';
import { demoMovementDetail, demoMovements } from './movement-fixtures';

const { maxSpanDays, defaultSort } = MY_ACCOUNT_LISTS.movements;

/** What a sort compares; contract is its reference, the rest are the row's own columns. */
const sortValue = (row: MovementRow, orderBy: string): string | number | null => {
  if (orderBy === 'contract') return row.contract?.reference ?? null;
  return row[orderBy as keyof MovementRow] as string | number | null;
};
const compare = (a: string | number | null, b: string | number | null) => (a === b ? 0 : a === null ? -1 : b === null ? 1 : a < b ? -1 : 1);
const contains = (text: string | null | undefined, part: string | undefined) => !part || (text ?? '').toLowerCase().includes(part.toLowerCase());

/** The server's refusals the grid must show: a range over 365 days, and a numeric filter with other than digits. */
function refusal(params: URLSearchParams): string | undefined {
  const range = dateRangeProblem(params.get('dateFrom') ?? undefined, params.get('dateTo') ?? undefined, maxSpanDays);
  if (range) return `querystring.${range.end}: ${range.message}`;
  for (const name of ['quantity', 'weighbridge']) if (!/^\d*$/.test(params.get(name) ?? '')) return `querystring.${name}: ${myAccountMessages.digitsOnly}`;
  return undefined;
}

function matching(params: URLSearchParams): MovementRow[] {
  const get = (name: string) => params.get(name) || undefined;
  const search = get('search');
  const orderBy = get('orderBy') ?? defaultSort.orderBy;
  const direction = (get('orderDir') ?? defaultSort.orderDir) === 'asc' ? 1 : -1;
  return demoMovements()
    .filter((row) => {
      if (get('dateFrom') && row.date < get('dateFrom')!) return false;
      if (get('dateTo') && row.date > get('dateTo')!) return false;
      if (get('status') && row.complete !== (get('status') === 'complete')) return false;
      if (!contains(row.contract?.reference, get('contractReference')) || !contains(row.product, get('product'))) return false;
      if (!contains(row.vehicle, get('vehicle')) || !contains(row.haulier, get('haulier'))) return false;
      if (get('quantity') && Math.trunc(row.quantity) !== Number(get('quantity'))) return false;
      if (get('weighbridge') && !(row.weighbridge ?? '').startsWith(get('weighbridge')!)) return false;
      const texts = [
        row.reference,
        row.product,
        row.booking,
        row.vehicle,
        row.haulier,
        row.weighbridge,
        row.contract?.reference,
        ...row.invoices.map((i) => i.reference),
        ...row.claims.map((c) => c.reference),
      ];
      return !search || texts.some((text) => contains(text, search));
    })
    .sort((a, b) => compare(sortValue(a, orderBy), sortValue(b, orderBy)) * direction || compare(a.id, b.id));
}

/**
 * The movements grid's calls (issue 14): the list with its filters, sorts and keyset cursors (here 'c<offset>'),
 * its CSV export, and a movement's detail.
 */
export const movementsHandlers = () => [
  http.get('/api/accounts/:reference/movements', ({ request }) => {
    const params = new URL(request.url).searchParams;
    const problem = refusal(params);
    if (problem) return failure(400, 'VALIDATION_ERROR', problem);
    const rows = matching(params);
    if (request.headers.get('accept') === 'text/csv') {
      const lines = rows.map((row) => [row.date, row.contract?.reference ?? '', row.reference, row.product, row.quantity, row.haulier ?? ''].join(','));
      return new HttpResponse(['Date,Contract,Movement,Product,Quantity (mt),Haulier', ...lines].join('\n'), { headers: { 'Content-Type': 'text/csv' } });
    }
    return mockListPage(rows, params);
  }),
  http.get('/api/accounts/:reference/movements/:movementId', ({ params }) => {
    const detail = demoMovementDetail(String(params.movementId));
    return detail ? ok(detail) : failure(404, 'MOVEMENT_NOT_FOUND', myAccountMessages.movementNotFound);
  }),
];
