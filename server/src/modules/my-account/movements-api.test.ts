import { MOVEMENT_ANALYSIS, type MovementDetail, type MovementRow, type Paged } from '@farm/area-my-account/domain';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { bearer, testAppFor } from '../../testing';

const t = testAppFor({ grower: 'grower@myfarm.example' });
const OWN = 'HARR0001';
const OTHER = 'WHIT0003';

const get = (url: string, token: string | null = t.tokens.grower, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { ...(token ? bearer(token) : {}), ...headers } });
const movementsUrl = (query = '', account = OWN) => `/api/accounts/${account}/movements${query ? `?${query}` : ''}`;
async function movements(query = ''): Promise<Paged<MovementRow>> {
  const response = await get(movementsUrl(query));
  assert.equal(response.statusCode, 200, response.body);
  return response.json().data;
}

describe('Movements: who may read them', () => {
  it("refuses another account's list with 403, and its movement's detail with the 404 of an unknown one", async () => {
    const own = (await movements('perPage=1')).items[0]!;
    const list = await get(movementsUrl('', OTHER));
    assert.equal(list.statusCode, 403);
    assert.doesNotMatch(list.body, /items/);
    const theirId = (await t.db.selectFrom('movements').select('id').where('account_reference', '=', OTHER).executeTakeFirstOrThrow()).id;
    const theirs = await get(`/api/accounts/${OWN}/movements/${theirId}`);
    assert.equal(theirs.statusCode, 404);
    assert.equal(theirs.json().errorCode, 'MOVEMENT_NOT_FOUND');
    assert.equal((await get(`/api/accounts/${OWN}/movements/00000000-0000-4000-8000-000000000000`)).json().errorCode, 'MOVEMENT_NOT_FOUND');
    assert.equal((await get(`/api/accounts/${OTHER}/movements/${own.id}`)).statusCode, 403);
  });

  it('refuses a caller without a token with 401, on the list and the detail', async () => {
    const own = (await movements('perPage=1')).items[0]!;
    assert.equal((await get(movementsUrl(), null)).statusCode, 401);
    assert.equal((await get(`/api/accounts/${OWN}/movements/${own.id}`, null)).statusCode, 401);
  });
});

describe('Movements: the grid’s query on the server', () => {
  it('refuses a movement id that is not a uuid with 400, not 500', async () => {
    const response = await get(`/api/accounts/${OWN}/movements/not-a-uuid`);
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().errorCode, 'VALIDATION_ERROR');
  });

  it('takes a year (26 November to 26 November) and refuses a day more with 400', async () => {
    assert.equal((await get(movementsUrl('dateFrom=2025-11-26&dateTo=2026-11-26'))).statusCode, 200);
    const response = await get(movementsUrl('dateFrom=2025-11-25&dateTo=2026-11-26'));
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().errorMessage, 'querystring.dateTo: Choose a date range of 365 days or less.');
  });

  it('refuses a numeric header filter that is not all digits with 400', async () => {
    for (const [field, value] of [
      ['quantity', '2x'],
      ['quantity', '-1'],
      ['weighbridge', '12.5'],
    ]) {
      const response = await get(movementsUrl(`${field}=${value}`));
      assert.equal(response.statusCode, 400, `${field}=${value}`);
      assert.equal(response.json().errorMessage, `querystring.${field}: Enter digits only.`);
    }
    assert.equal((await get(movementsUrl('quantity='))).statusCode, 200, 'an empty filter filters nothing');
  });

  it('switches between Planned and Moved, which together make All', async () => {
    const all = await movements('perPage=99999');
    const planned = await movements('status=planned&perPage=99999');
    const moved = await movements('status=complete&perPage=99999');
    assert.ok(planned.totalItems > 0 && moved.totalItems > 100, `${planned.totalItems} planned, ${moved.totalItems} moved`);
    assert.ok(planned.items.every((row) => !row.complete && row.weighbridge === null && row.invoices.length === 0));
    assert.ok(moved.items.every((row) => row.complete));
    assert.equal(planned.totalItems + moved.totalItems, all.totalItems);
  });

  it('sorts by product either way, and filters by a contract, a haulier and whole tonnes', async () => {
    const ascending = (await movements('orderBy=product&orderDir=asc&perPage=99999')).items.map((row) => row.product);
    assert.deepEqual(ascending, [...ascending].sort());
    const descending = (await movements('orderBy=product&orderDir=desc&perPage=5')).items.map((row) => row.product);
    assert.equal(descending[0], ascending.at(-1));

    const sample = (await movements('status=complete&perPage=1')).items[0]!;
    const contract = sample.contract!.reference;
    const byContract = await movements(`contractReference=${encodeURIComponent(contract.slice(-6).toLowerCase())}&perPage=99999`);
    assert.ok(byContract.items.length > 0 && byContract.items.every((row) => row.contract!.reference.toLowerCase().includes(contract.slice(-6).toLowerCase())));
    const tonnes = Math.floor(sample.quantity);
    const byTonnes = await movements(`quantity=${tonnes}&perPage=99999`);
    assert.ok(byTonnes.items.some((row) => row.id === sample.id));
    assert.ok(byTonnes.items.every((row) => Math.floor(row.quantity) === tonnes));
    const byHaulier = await movements(`haulier=${encodeURIComponent(sample.haulier!.toUpperCase())}&perPage=99999`);
    assert.ok(byHaulier.items.every((row) => row.haulier === sample.haulier));
  });

  it('finds a weighbridge ticket by its first digits, and a movement by any text of its row', async () => {
    const sample = (await movements('status=complete&perPage=1')).items[0]!;
    const ticket = sample.weighbridge!;
    const byTicket = await movements(`weighbridge=${ticket.slice(0, -1)}&perPage=99999`);
    assert.ok(byTicket.items.some((row) => row.id === sample.id));
    assert.ok(byTicket.items.every((row) => row.weighbridge!.startsWith(ticket.slice(0, -1))));
    const bySearch = await movements(`search=${encodeURIComponent(sample.reference.toLowerCase())}`);
    assert.ok(bySearch.items.some((row) => row.id === sample.id));
  });

  it('pages on by cursor exactly as by number, without a repeat or a gap, whatever the sort', async () => {
    for (const sort of ['orderBy=date&orderDir=desc', 'orderBy=product&orderDir=asc', 'orderBy=quantity&orderDir=desc', 'orderBy=haulier&orderDir=asc']) {
      const all = (await movements(`${sort}&perPage=99999`)).items.map((row) => row.id);
      const walked: string[] = [];
      let cursor: string | null = null;
      for (let pageNo = 1; pageNo <= 4; pageNo += 1) {
        const page: Paged<MovementRow> = await movements(`${sort}&perPage=7&page=${pageNo}${cursor ? `&after=${cursor}` : ''}`);
        walked.push(...page.items.map((row) => row.id));
        cursor = page.nextCursor;
        assert.ok(cursor, 'a full page has a next cursor');
        assert.deepEqual(
          page.items.map((row) => row.id),
          (await movements(`${sort}&perPage=7&page=${pageNo}`)).items.map((row) => row.id),
          `${sort} page ${pageNo}`,
        );
      }
      assert.deepEqual(walked, all.slice(0, 28), sort);
    }
    const last = await movements('perPage=99999');
    assert.equal(last.nextCursor, null, 'the last page has none');
  });

  it('refuses a cursor it did not write with 400', async () => {
    for (const cursor of ['not-a-cursor', Buffer.from('[1,2]').toString('base64url'), Buffer.from('["a"]').toString('base64url')]) {
      const response = await get(movementsUrl(`after=${cursor}`));
      assert.equal(response.statusCode, 400, cursor);
      assert.match(response.json().errorMessage, /^querystring\.after: /);
    }
  });

  it('counts the list again as soon as a movement is written', async () => {
    const before = (await movements('status=planned')).totalItems;
    const contract = (await movements('status=planned&perPage=1')).items[0]!.contract!.reference;
    await t.db
      .insertInto('movements')
      .values({
        id: '11111111-1111-4111-8111-111111111111',
        account_reference: OWN,
        contract_reference: contract,
        movement_date: '2026-12-20',
        complete: false,
        reference: 'MV-NEW',
        product: 'Feed wheat',
        quantity: 29,
      })
      .execute();
    assert.equal((await movements('status=planned')).totalItems, before + 1);
    await t.db.deleteFrom('movements').where('id', '=', '11111111-1111-4111-8111-111111111111').execute();
    assert.equal((await movements('status=planned')).totalItems, before);
  });
});

describe('Movements: detail and export', () => {
  it('expands a sampled movement to its analysis, MOI, KG, PRO, HAG then ADS, and a planned one to none', async () => {
    const sampled = await t.db
      .selectFrom('movements')
      .select('id')
      .where('account_reference', '=', OWN)
      .where('sample_id', 'is not', null)
      .where('product', 'ilike', '%wheat%')
      .executeTakeFirstOrThrow();
    const detail = (await get(`/api/accounts/${OWN}/movements/${sampled.id}`)).json().data as MovementDetail;
    assert.deepEqual(detail.sampleResults.map((result) => result.reference).slice(0, 5), [...MOVEMENT_ANALYSIS]);
    assert.ok(detail.sampleResults.every((result) => typeof result.result === 'number'));
    const planned = (await movements('status=planned&perPage=1')).items[0]!;
    assert.deepEqual(((await get(`/api/accounts/${OWN}/movements/${planned.id}`)).json().data as MovementDetail).sampleResults, []);
  });

  it('exports every movement of the filtered query as CSV, not only a page, while the flag is on', async () => {
    const moved = await movements('status=complete&orderBy=product&orderDir=asc&perPage=3');
    const response = await get(movementsUrl('status=complete&orderBy=product&orderDir=asc&perPage=3'), t.tokens.grower, { accept: 'text/csv' });
    assert.equal(response.statusCode, 200, response.body);
    assert.match(String(response.headers['content-disposition']), /filename="Movements - All - All\.csv"/);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    assert.equal(lines[0], 'Date,Status,Contract,Movement,Product,Quantity (mt),Reference,Invoices,Claims,Weighbridge,Vehicle reg,Haulier');
    assert.equal(lines.length - 1, moved.totalItems);
    assert.ok(lines.slice(1).every((line) => line.includes(',Moved,')));
    await t.db.updateTable('feature_toggles').set({ enabled: false }).where('id', '=', 'movements-csv-export').execute();
    try {
      const refused = await get(movementsUrl(), t.tokens.grower, { accept: 'text/csv' });
      assert.equal(refused.statusCode, 403);
      assert.equal(refused.json().errorCode, 'CSV_EXPORT_DISABLED');
    } finally {
      await t.db.updateTable('feature_toggles').set({ enabled: true }).where('id', '=', 'movements-csv-export').execute();
    }
  });
});
