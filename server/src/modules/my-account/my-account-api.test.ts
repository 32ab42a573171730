import { MY_ACCOUNT_LISTS, type MyAccountListName } from '@farm/area-my-account/domain';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { bearer, createTestApp, signIn, type TestApp } from '../../testing';

let t: TestApp;
let grower: string;
const OWN = 'HARR0001';
const OTHER = 'WHIT0003';
const lists = Object.keys(MY_ACCOUNT_LISTS) as MyAccountListName[];

before(async () => {
  // Statements counted, so a test can tell a kept total from a recount.
  t = await createTestApp({}, { queries: true });
  grower = (await signIn(t.app, 'grower@myfarm.example')).accessToken;
});
after(() => t.close());

const get = (url: string, token: string | null = grower, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { ...(token ? bearer(token) : {}), ...headers } });
const listUrl = (account: string, list: MyAccountListName, query = '') => `/api/accounts/${account}/${MY_ACCOUNT_LISTS[list].path}${query ? `?${query}` : ''}`;
const page = async (list: MyAccountListName, query = '') => {
  const response = await get(listUrl(OWN, list, query));
  assert.equal(response.statusCode, 200, response.body);
  return response.json().data as { items: Record<string, unknown>[]; totalItems: number; page: number; perPage: number; pages: number };
};

/** A refusal's message without the place the envelope names before it ('querystring.dateTo: '), when it does. */
const userText = (message: string) => message.replace(/^[\w.]+: /, '');

describe('My Account lists: who may read them', () => {
  for (const list of lists) {
    it(`${list}: refuses another account's list with 403 and no rows, and a caller without a token with 401`, async () => {
      const theirs = await get(listUrl(OTHER, list));
      assert.equal(theirs.statusCode, 403);
      assert.equal(theirs.json().data, undefined);
      assert.doesNotMatch(theirs.body, /items/);
      const theirCsv = await get(listUrl(OTHER, list), grower, { accept: 'text/csv' });
      assert.equal(theirCsv.statusCode, 403);
      assert.doesNotMatch(String(theirCsv.headers['content-type']), /csv/);
      assert.equal((await get(listUrl(OWN, list), null)).statusCode, 401);
    });
  }
});

describe('My Account lists: paging, sorting and filters in SQL', () => {
  for (const list of lists) {
    it(`${list}: answers the demo account's first page in its default order`, async () => {
      const { items, totalItems, pages } = await page(list, 'perPage=5');
      assert.ok(totalItems > 5, `${list} has ${totalItems} rows`);
      assert.equal(items.length, 5);
      assert.equal(pages, Math.ceil(totalItems / 5));
      const sortKey = MY_ACCOUNT_LISTS[list].defaultSort.orderBy;
      const keys = items.map((item) => String(item[sortKey]));
      assert.deepEqual(keys, [...keys].sort().reverse(), `${list} newest first`);
    });

    it(`${list}: refuses a date range one day over its ${MY_ACCOUNT_LISTS[list].maxSpanDays}-day maximum with 400`, async () => {
      const days = MY_ACCOUNT_LISTS[list].maxSpanDays;
      // A span is counted from start to end: 30 June to 30 June the next year is 365 days, one year.
      const to = new Date(Date.parse('2026-06-30') + days * 86_400_000).toISOString().slice(0, 10);
      const over = new Date(Date.parse(to) + 86_400_000).toISOString().slice(0, 10);
      assert.equal((await get(listUrl(OWN, list, `dateFrom=2026-06-30&dateTo=${to}`))).statusCode, 200);
      const response = await get(listUrl(OWN, list, `dateFrom=2026-06-30&dateTo=${over}`));
      assert.equal(response.statusCode, 400);
      assert.equal(userText(response.json().errorMessage), `Choose a date range of ${days} days or less.`);
    });
  }

  it('takes 1 March to 1 March the next year across a leap day (366 days) as one year on a 365-day list', async () => {
    assert.equal((await get(listUrl(OWN, 'movements', 'dateFrom=2027-03-01&dateTo=2028-03-01'))).statusCode, 200);
    assert.equal((await get(listUrl(OWN, 'movements', 'dateFrom=2027-03-01&dateTo=2028-03-02'))).statusCode, 400);
  });

  it("words every refused query with the catalogue's texts, never zod's", async () => {
    const refusal = async (query: string) => {
      const response = await get(listUrl(OWN, 'movements', query));
      assert.equal(response.statusCode, 400, query);
      return (response.json().errorMessage as string).split('; ').map(userText);
    };
    assert.deepEqual(await refusal('dateFrom=2026-02-31'), ['Enter a valid date, e.g. 13/02/2025']);
    assert.deepEqual(await refusal('dateTo=31%2F01%2F2026'), ['Enter a valid date, e.g. 13/02/2025']);
    assert.deepEqual(await refusal(`search=${'x'.repeat(101)}`), ['Use 100 characters or fewer in the search.']);
    assert.deepEqual(await refusal(`haulier=${'x'.repeat(51)}`), ['Use 50 characters or fewer in a filter.']);
    assert.deepEqual(await refusal('quantity=12a'), ['Enter digits only.']);
    assert.deepEqual(await refusal(`weighbridge=${'1'.repeat(21)}`), ['Use 20 digits or fewer.']);
    const refusedQuery = 'This list cannot be shown with these filters. Reset the filters and try again.';
    for (const query of ['page=0', 'perPage=x', 'orderBy=price', 'orderDir=up', 'status=Paid', 'cropYear=1999', 'productLine=Grain', 'type=both']) {
      assert.deepEqual(await refusal(query), [refusedQuery], query);
    }
    const samples = await get(listUrl(OWN, 'samples', 'commodityNo=wheat&status=Open'));
    assert.equal(samples.statusCode, 400);
    assert.deepEqual((samples.json().errorMessage as string).split('; ').map(userText), [refusedQuery, refusedQuery]);
  });

  it('pages follow on without a repeat or a gap, and All (99999) answers every row', async () => {
    const first = await page('selfBills', 'perPage=4&page=1');
    const second = await page('selfBills', 'perPage=4&page=2');
    const all = await page('selfBills', 'perPage=99999');
    assert.equal(all.items.length, all.totalItems);
    assert.deepEqual(
      [...first.items, ...second.items].map((row) => row.reference),
      all.items.slice(0, 8).map((row) => row.reference),
    );
  });

  it('reads the next page after a cursor with the total counted for the first page, not a recount per Next', async () => {
    const first = (await get(listUrl(OWN, 'movements', 'perPage=5'))).json().data as { totalItems: number; nextCursor: string };
    const statementsOf = async (query: string) => {
      t.queries!.reset();
      const response = await get(listUrl(OWN, 'movements', query));
      assert.equal(response.statusCode, 200, response.body);
      return { statements: t.queries!.count, totalItems: (response.json().data as { totalItems: number }).totalItems };
    };
    const again = await statementsOf('perPage=5');
    const next = await statementsOf(`page=2&perPage=5&after=${first.nextCursor}`);
    assert.equal(next.totalItems, first.totalItems);
    assert.equal(next.statements, again.statements, 'page 2 after the cursor costs what page 1 costs once its total is kept');
  });

  it("counts a list's total again as soon as a row of the account is written, by this instance or any other", async () => {
    const before = (await page('haulierSelfBills', 'perPage=5&search=Haulage')).totalItems;
    assert.equal(
      (await page('haulierSelfBills', 'perPage=10&search=Haulage&orderBy=total')).totalItems,
      before,
      'the same filters, another page size and sort',
    );
    // Written straight to the database, as another instance would: only the trigger's version tells this one.
    await t.db
      .insertInto('haulier_self_bills')
      .values({
        reference: 'HSB-NEW',
        account_reference: OWN,
        date_created: '2026-11-20',
        description: 'Haulage of 1 load',
        due: '2026-12-20',
        total: 99,
        outstanding: 99,
      })
      .execute();
    assert.equal((await page('haulierSelfBills', 'perPage=5&search=Haulage')).totalItems, before + 1);
    await t.db.deleteFrom('haulier_self_bills').where('reference', '=', 'HSB-NEW').execute();
    assert.equal((await page('haulierSelfBills', 'perPage=5&search=Haulage')).totalItems, before);
  });

  it('filters grain sales contracts by crop year and status, and sorts them by product', async () => {
    const { items } = await page('grainSaleContracts', 'cropYear=2025&status=Complete&orderBy=product&orderDir=asc&perPage=50');
    assert.ok(items.length > 0);
    assert.ok(items.every((row) => row.cropYear === 2025 && row.status === 'Complete'));
    const products = items.map((row) => String(row.product));
    assert.deepEqual(products, [...products].sort());
  });

  it('quick search matches any part of a reference or product, whatever its case', async () => {
    const { items, totalItems } = await page('purchaseTransactions', 'search=nitram&perPage=99999');
    assert.ok(totalItems > 0);
    assert.ok(items.every((row) => /nitram/i.test(`${row.product} ${row.transactionReference}`)));
    assert.equal((await page('purchaseTransactions', 'search=_')).totalItems, 0, "a '_' typed matches only itself");
  });

  it('filters all transactions to unpaid purchases only', async () => {
    const { items } = await page('allTransactions', 'type=purchase&status=Unpaid&perPage=99999');
    assert.ok(items.length > 0);
    for (const row of items as { saleOrPurchase: string; value: { outstanding: number } }[]) {
      assert.equal(row.saleOrPurchase, 'PURCHASE');
      assert.ok(row.value.outstanding > 0);
    }
  });

  it('refuses an unknown sort, a page size over 99999 and a reversed range with 400', async () => {
    for (const query of ['orderBy=netValue', 'perPage=100000', 'dateFrom=2026-02-01&dateTo=2026-01-01']) {
      assert.equal((await get(listUrl(OWN, 'grainSaleContracts', query))).statusCode, 400, query);
    }
  });
});
