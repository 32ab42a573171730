import { dateRangeProblem, MY_ACCOUNT_LISTS, myAccountMessages, type ContractSummary, type MyAccountListName } from '@farm/area-my-account';
import { http, HttpResponse } from 'msw';
import { failure, ok } from '../../../../tests/support/api-envelopes';
import {
  demoAllTransactions,
  demoContractDetail,
  demoHaulierSelfBills,
  demoOrders,
  demoProductLines,
  demoPurchaseTransactions,
  demoSaleContracts,
  demoSelfBills,
} from './my-account-fixtures';

type Row = Record<string, unknown>;

/** Per list: its rows, the date its range filters on, the texts its search looks in, and the status a filter compares. */
interface MockList {
  rows: () => Row[];
  date: (row: Row) => string | null;
  texts: (row: Row) => unknown[];
  status?: (row: Row) => string;
}

const field = (name: string) => (row: Row) => row[name] as string | null;

/** The lists of the My Account widget; the movements grid's calls have handlers of their own. */
type TransactionList = Exclude<MyAccountListName, 'movements' | 'samples'>;

const MOCK_LISTS: Record<TransactionList, MockList> = {
  allTransactions: {
    rows: demoAllTransactions,
    date: (row) => String(row.dateCreated).slice(0, 10),
    texts: (row) => [row.reference, row.product],
    status: (row) => ((row as unknown as ContractSummary).value.outstanding > 0 ? 'Unpaid' : 'Paid'),
  },
  grainSaleContracts: { rows: demoSaleContracts, date: field('movementPeriodFrom'), texts: (row) => [row.contractReference, row.orderReference, row.product] },
  selfBills: { rows: demoSelfBills, date: field('dateInvoiced'), texts: (row) => [row.reference, row.orderReference, row.product] },
  haulierSelfBills: { rows: demoHaulierSelfBills, date: field('dateCreated'), texts: (row) => [row.reference, row.description] },
  purchaseTransactions: { rows: demoPurchaseTransactions, date: field('transactionDate'), texts: (row) => [row.transactionReference, row.product] },
  purchaseProducts: { rows: demoProductLines, date: field('transactionDate'), texts: (row) => [row.transactionReference, row.product] },
  purchaseOrders: { rows: demoOrders, date: field('orderDate'), texts: (row) => [row.orderReference, row.product, row.contractReference] },
};

/** The value a sort compares: the contract value's parts for All transactions, else the column itself. */
const sortValue = (row: Row, orderBy: string) => {
  if (orderBy === 'valueGross') return (row as unknown as ContractSummary).value.gross;
  if (orderBy === 'valueOutstanding') return (row as unknown as ContractSummary).value.outstanding;
  return row[orderBy] as string | number | null;
};

const compare = (a: string | number | null, b: string | number | null) => (a === b ? 0 : a === null ? -1 : b === null ? 1 : a < b ? -1 : 1);

/**
 * The list query as the server reads it, with its defaults, or the server's refusal of a range over the list's
 * maximum, read by hand so the mock answers what the server would without building the server's schema.
 */
function parseQuery(list: TransactionList, params: URLSearchParams) {
  const { defaultSort, maxSpanDays } = MY_ACCOUNT_LISTS[list];
  const get = (name: string) => params.get(name) ?? undefined;
  const query = {
    page: Number(get('page') ?? 1),
    perPage: Number(get('perPage') ?? 25),
    orderBy: get('orderBy') ?? defaultSort.orderBy,
    orderDir: get('orderDir') ?? defaultSort.orderDir,
    search: get('search'),
    dateFrom: get('dateFrom'),
    dateTo: get('dateTo'),
    status: get('status'),
    cropYear: get('cropYear') ? Number(get('cropYear')) : undefined,
    productLine: get('productLine'),
  };
  // The rule the server's schema applies, written where the dev page can load it (no zod).
  const problem = dateRangeProblem(query.dateFrom, query.dateTo, maxSpanDays);
  return problem ? `querystring.${problem.end}: ${problem.message}` : query;
}

function listHandler(list: TransactionList) {
  const mock = MOCK_LISTS[list];
  return http.get(`/api/accounts/:reference/${MY_ACCOUNT_LISTS[list].path}`, ({ request }) => {
    const query = parseQuery(list, new URL(request.url).searchParams);
    if (typeof query === 'string') return failure(400, 'VALIDATION_ERROR', query);
    const search = query.search?.toLowerCase();
    const rows = mock
      .rows()
      .filter((row) => {
        const day = mock.date(row);
        if (query.dateFrom && (!day || day < query.dateFrom)) return false;
        if (query.dateTo && (!day || day > query.dateTo)) return false;
        if (query.status && query.status !== 'All' && (mock.status?.(row) ?? row.status) !== query.status) return false;
        if (query.cropYear && row.cropYear !== query.cropYear) return false;
        if (query.productLine && row.productLine !== query.productLine) return false;
        if (search && !mock.texts(row).some((text) => typeof text === 'string' && text.toLowerCase().includes(search))) return false;
        return true;
      })
      .sort((a, b) => compare(sortValue(a, query.orderBy), sortValue(b, query.orderBy)) * (query.orderDir === 'asc' ? 1 : -1));
    if (request.headers.get('accept') === 'text/csv') {
      const header = Object.keys(rows[0] ?? {}).join(',');
      return new HttpResponse([header, ...rows.map((row) => Object.values(row).map(String).join(','))].join('\n'), { headers: { 'Content-Type': 'text/csv' } });
    }
    const start = (query.page - 1) * query.perPage;
    return ok({
      items: rows.slice(start, start + query.perPage),
      totalItems: rows.length,
      page: query.page,
      perPage: query.perPage,
      pages: Math.max(1, Math.ceil(rows.length / query.perPage)),
      nextCursor: null,
    });
  });
}

/** The My Account calls of issue 13: every list (paged, sorted, filtered, CSV), the contract details and the documents. */
export const myAccountHandlers = () => [
  ...(Object.keys(MOCK_LISTS) as TransactionList[]).map(listHandler),
  http.get('/api/accounts/:reference/contracts/:contractReference', ({ params }) => {
    const detail = demoContractDetail(String(params.contractReference));
    return detail ? ok(detail) : failure(404, 'CONTRACT_NOT_FOUND', myAccountMessages.contractNotFound);
  }),
  http.get('/api/accounts/:reference/documents/:documentNo', () =>
    failure(403, 'DOCUMENT_FORBIDDEN', 'This document is not on the selected business account.'),
  ),
];
