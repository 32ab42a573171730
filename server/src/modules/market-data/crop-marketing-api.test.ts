import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { commodityListSchema, pricePreferenceListSchema, tradingTimesResponseSchema } from '@farm/area-crop-marketing/domain';
import { pricesResponseSchema, type Prices } from '@farm/core/domain';
import { bearer, testAppFor } from '../../testing';

// 2026-11-24 10:00 UTC is a Tuesday morning in the UK: trading is open (Mon-Fri 07:30-17:00).
const NOW = Date.UTC(2026, 10, 24, 10, 0, 0);
let now = NOW;
const t = testAppFor({ grower: 'grower@myfarm.example', staff: 'staff@myfarm.example' }, {}, { clock: () => now });

const get = (url: string, token = t.tokens.grower) => t.app.inject({ url, headers: bearer(token) });
const put = (url: string, payload: unknown, token = t.tokens.grower) =>
  t.app.inject({ method: 'PUT', url, payload: payload as object, headers: bearer(token) });
const addressesOf = async (account: string) =>
  (await get(`/api/accounts/${account}/address?addressType=Collection`)).json().data.addresses as { addressNumber: number; postcode: string }[];
const pricesOf = async (account: string, query: string, token = t.tokens.grower) => {
  const response = await get(`/api/accounts/${account}/prices?${query}`, token);
  assert.equal(response.statusCode, 200, response.body);
  return pricesResponseSchema.parse(response.json().data).prices as Prices;
};

describe('crop marketing reads', () => {
  it('lists the three default commodities with their specifications, in display order', async () => {
    const { commodities } = commodityListSchema.parse((await get('/api/mycrop/commodities')).json().data);
    assert.deepEqual(
      commodities.map((c) => [c.name, c.externalCdkId]),
      [
        ['Feed Wheat', '15/2/72/6'],
        ['Feed Barley', '15/2/63/6'],
        ['Oilseed Rape', '9/2/40/2/2'],
      ],
    );
  });

  it("lists a commodity's varieties and refuses an unknown commodity with 404", async () => {
    const ok = await get('/api/mycrop/commodities/8/varieties?commodityExternalCdkId=FW');
    assert.ok(ok.json().data.varieties.some((v: { varietyDescription: string }) => v.varietyDescription === 'Champion'));
    assert.equal((await get('/api/mycrop/commodities/8/varieties?commodityExternalCdkId=XX')).statusCode, 404);
    assert.equal((await get('/api/mycrop/commodities/8/varieties')).statusCode, 400);
  });

  it('says trading is open on a weekday morning and when it opens on a Saturday', async () => {
    assert.equal(tradingTimesResponseSchema.parse((await get('/api/mycrop/tradingtimes')).json().data).tradingTimes.open, true);
    now = Date.UTC(2026, 10, 28, 12);
    try {
      const { tradingTimes } = tradingTimesResponseSchema.parse((await get('/api/mycrop/tradingtimes')).json().data);
      assert.equal(tradingTimes.open, false);
      assert.equal(new Date(tradingTimes.opensAt!).toISOString(), '2026-11-30T07:30:00.000Z');
    } finally {
      now = NOW;
    }
  });

  it('prices 8 contract periods for a collection address, as available first, each with a sell reference', async () => {
    const [address] = await addressesOf('HARR0001');
    const prices = await pricesOf('HARR0001', `priceType=XFM&farmAddressId=${address!.addressNumber}&commodityExternalCdkId=FW`);
    assert.equal(prices.rows.length, 8);
    assert.equal(prices.rows[0]!.asAvailable, true);
    assert.equal(prices.rows[1]!.contractPeriod.from, '2026-12-01');
    assert.equal(prices.rows[1]!.contractPeriod.isContractSplit, false);
    // November feed wheat stopped trading on the 23rd: spot follows January, the next harvest the new-crop November.
    assert.deepEqual([prices.rows[0]!.deliveryMonth, prices.rows[7]!.deliveryMonth], ['2027-01', '2027-11']);
    assert.equal(prices.demo, true);
    assert.equal(new Set(prices.rows.map((r) => r.sellReference)).size, 8);
    for (const row of prices.rows) assert.equal(Math.round(row.priceCurrentYear! * 100), row.priceCurrentYear! * 100);
    assert.equal(prices.rows[0]!.planAreaDescription, undefined);
  });

  it('shows internal users how a row was priced', async () => {
    const staffAccounts = (await get('/api/myuser/accounts', t.tokens.staff)).json().data.accounts as { reference: string }[];
    const account = staffAccounts[0]!.reference;
    const [address] = (await get(`/api/accounts/${account}/address?addressType=Collection`, t.tokens.staff)).json().data.addresses;
    if (!address) return assert.fail(`staff's first account ${account} needs a collection address`);
    const prices = await pricesOf(account, `farmAddressId=${address.addressNumber}&commodityExternalCdkId=FW`, t.tokens.staff);
    assert.match(prices.rows[0]!.planAreaDescription ?? '', /Basis area/);
  });

  it('prices XFH above XFM by the haulage allowance, and another postcode area differently', async () => {
    const [first, second] = await addressesOf('HARR0001');
    const xfm = await pricesOf('HARR0001', `priceType=XFM&farmAddressId=${first!.addressNumber}&commodityExternalCdkId=FW`);
    const xfh = await pricesOf('HARR0001', `priceType=XFH&farmAddressId=${first!.addressNumber}&commodityExternalCdkId=FW`);
    const other = await pricesOf('HARR0001', `priceType=XFM&farmAddressId=${second!.addressNumber}&commodityExternalCdkId=FW`);
    assert.equal(Math.round((xfh.rows[1]!.priceCurrentYear! - xfm.rows[1]!.priceCurrentYear!) * 100), 450);
    assert.notEqual(other.rows[1]!.priceCurrentYear, xfm.rows[1]!.priceCurrentYear);
  });

  it('moves the price by the premium when a preference is switched on, and back when off', async () => {
    const [address] = await addressesOf('HARR0001');
    const query = `farmAddressId=${address!.addressNumber}&commodityExternalCdkId=FW`;
    const before = await pricesOf('HARR0001', query);
    const saved = await put('/api/accounts/HARR0001/preferences/22531328', { currentValue: 'Yes' });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(saved.json().data.preference.currentValue, 'Yes');
    const after = await pricesOf('HARR0001', query);
    assert.equal(Math.round((after.rows[1]!.priceCurrentYear! - before.rows[1]!.priceCurrentYear!) * 100), 200);
    const { preferences } = pricePreferenceListSchema.parse((await get('/api/accounts/HARR0001/preferences')).json().data);
    assert.equal(preferences.find((p) => p.key === 'foodCompliance')?.currentValue, 'Yes');
    await put('/api/accounts/HARR0001/preferences/22531328', { currentValue: 'No' });
  });

  it('refuses bad preference input with 400 and an unknown profile with 404', async () => {
    assert.equal((await put('/api/accounts/HARR0001/preferences/22531328', { currentValue: 'Maybe' })).statusCode, 400);
    assert.equal((await put('/api/accounts/HARR0001/preferences/123', { currentValue: 'Yes' })).statusCode, 404);
  });

  it("refuses another business's collection address on the prices call with 404", async () => {
    const [fenEdge] = await addressesOf('FENE0002');
    const response = await get(`/api/accounts/HARR0001/prices?farmAddressId=${fenEdge!.addressNumber}&commodityExternalCdkId=FW`);
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().errorCode, 'COLLECTION_ADDRESS_NOT_FOUND');
  });

  it('refuses every account route for a business the user is not a member of, with 403', async () => {
    for (const [method, url] of [
      ['GET', '/api/accounts/WHIT0003/preferences'],
      ['PUT', '/api/accounts/WHIT0003/preferences/22531328'],
      ['GET', '/api/accounts/WHIT0003/address?addressType=Collection'],
      ['GET', '/api/accounts/WHIT0003/prices?farmAddressId=1&commodityExternalCdkId=FW'],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: bearer(t.tokens.grower), ...(method === 'PUT' ? { payload: { currentValue: 'Yes' } } : {}) });
      assert.equal(response.statusCode, 403, `${method} ${url}`);
    }
  });

  it('answers the futures forecast with 12 delivery months', async () => {
    const response = await get('/api/commodities/LIFFE-FEED-WHEAT/forecast?periods=12');
    assert.equal(response.statusCode, 200, response.body);
    const { forecast } = response.json().data;
    assert.equal(forecast.commodityDescription, 'LIFFE Feed Wheat');
    assert.equal(forecast.snapshots.length, 12);
    assert.equal((await get('/api/commodities/NOPE/forecast')).statusCode, 400);
  });
});
