import { type Paged, type Parcel, type ParcelInput, type SampleDetail, type SampleFilters, type SampleRow } from '@farm/area-my-account/domain';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { listenerOf } from '../../db';
import { bearer, createTestApp, signIn, type TestApp } from '../../testing';

let t: TestApp;
/** A second instance on the same database, as two servers behind one load balancer. */
let other: FastifyInstance;
let grower: string;
const OWN = 'HARR0001';
const OTHER = 'WHIT0003';
const WHEAT = 81083;

before(async () => {
  t = await createTestApp();
  other = await buildApp(t.config, { db: t.db, listen: listenerOf(t.db), logger: false, marketTicks: false });
  grower = (await signIn(t.app, 'grower@myfarm.example')).accessToken;
});
after(async () => {
  await other.close();
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT';
const call = (
  method: Method,
  url: string,
  {
    token = grower as string | null,
    body,
    headers = {},
    app = t.app,
  }: { token?: string | null; body?: unknown; headers?: Record<string, string>; app?: FastifyInstance } = {},
) => app.inject({ method, url, payload: body as object | undefined, headers: { ...(token ? bearer(token) : {}), ...headers } });
const accountUrl = (path: string, account = OWN) => `/api/accounts/${account}/${path}`;

async function samples(query: string): Promise<Paged<SampleRow>> {
  const response = await call('GET', accountUrl(`samples?${query}`));
  assert.equal(response.statusCode, 200, response.body);
  return response.json().data;
}
const wheatSamples = async () => (await samples(`commodityNo=${WHEAT}&perPage=99999&dateFrom=2020-01-01`)).items;

describe('Grain samples: the list, its filters and a sample', () => {
  it('filters to one commodity, and every wheat sample carries its results in the order the lab recorded them', async () => {
    const { items, totalItems } = await samples(`commodityNo=${WHEAT}&perPage=99999&dateFrom=2020-01-01`);
    assert.ok(totalItems > 10);
    assert.ok(items.every((row) => row.commodityNo === WHEAT && row.commodity === 'Wheat'));
    assert.deepEqual(
      items[0]!.results.map((result) => result.reference),
      ['MOI', 'KG', 'PRO', 'HAG', 'ADS'],
    );
    assert.equal(typeof items[0]!.results[0]!.result, 'number');
  });

  it('answers the commodities, varieties (numbered, with their commodity) and localities the samples hold, and filters by each', async () => {
    const response = await call('GET', accountUrl('sample/filters'));
    assert.equal(response.statusCode, 200, response.body);
    const filters: SampleFilters = response.json().data;
    assert.ok(filters.commodities.some((commodity) => commodity.commodityNo === WHEAT && commodity.description === 'Wheat'));
    const variety = filters.varieties.find((entry) => entry.commodityNo === WHEAT)!;
    const byVariety = await samples(`varietyNo=${variety.varietyNo}&perPage=99999&dateFrom=2020-01-01`);
    assert.ok(byVariety.totalItems > 0);
    assert.ok(byVariety.items.every((row) => row.variety === variety.description && row.varietyNo === variety.varietyNo));
    const locality = filters.localities[0]!;
    const byLocality = await samples(`locality=${encodeURIComponent(locality.slice(1, 4).toUpperCase())}&perPage=99999&dateFrom=2020-01-01`);
    assert.ok(byLocality.totalItems > 0 && byLocality.items.every((row) => row.locality?.toLowerCase().includes(locality.slice(1, 4).toLowerCase())));
    const contract = byLocality.items[0]!.contractReference!;
    const byContract = await samples(`contractReference=${contract.toLowerCase()}&perPage=99999&dateFrom=2020-01-01`);
    assert.ok(byContract.items.every((row) => row.contractReference === contract));
    const byReference = await samples(`reference=${encodeURIComponent(byContract.items[0]!.reference)}&dateFrom=2020-01-01`);
    assert.equal(byReference.items[0]!.sampleId, byContract.items[0]!.sampleId);
  });

  it('sorts by commodity on the server, and refuses a commodity number that is not one with 400', async () => {
    const { items } = await samples('orderBy=commodity&orderDir=asc&perPage=99999&dateFrom=2020-01-01');
    const names = items.map((row) => row.commodity);
    assert.deepEqual(names, [...names].sort());
    assert.equal((await call('GET', accountUrl('samples?commodityNo=wheat'))).statusCode, 400);
  });

  it('answers a sample with its results and the print fields: the business, its address and the contract’s product', async () => {
    const [row] = (await samples(`commodityNo=${WHEAT}&perPage=1&dateFrom=2020-01-01`)).items;
    const response = await call('GET', accountUrl(`samples/${row!.sampleId}`));
    assert.equal(response.statusCode, 200, response.body);
    const detail: SampleDetail = response.json().data;
    assert.equal(detail.reference, row!.reference);
    assert.deepEqual(detail.results, row!.results);
    assert.equal(detail.name, 'Harrison Farms Ltd');
    assert.ok(detail.address.length > 10, detail.address);
    assert.match(detail.productLine, /Wheat/);
  });

  it("refuses another account's samples: 403 on its list, filters and samples, and its sample through ours is 'No data found'", async () => {
    const theirs = (await t.db.selectFrom('samples').select('id').where('account_reference', '=', OTHER).executeTakeFirstOrThrow()).id;
    for (const path of ['samples', 'sample/filters', `samples/${theirs}`]) assert.equal((await call('GET', accountUrl(path, OTHER))).statusCode, 403, path);
    const through = await call('GET', accountUrl(`samples/${theirs}`));
    assert.deepEqual([through.statusCode, through.json().errorCode, through.json().errorMessage], [404, 'SAMPLE_NOT_FOUND', 'No data found']);
    assert.equal((await call('GET', accountUrl('samples/not-a-uuid'))).statusCode, 400);
    for (const path of ['samples', 'sample/filters', `samples/${theirs}`])
      assert.equal((await call('GET', accountUrl(path), { token: null })).statusCode, 401, path);
  });
});

const parcelsUrl = (account = OWN) => accountUrl('grain-sample/parcels', account);
const parcel = (name: string, sampleIds: string[], extra: Partial<ParcelInput> = {}): ParcelInput => ({
  parcelName: name,
  commodity: { commodityNo: WHEAT, description: 'Wheat' },
  samples: sampleIds,
  tonnage: '120',
  targetGrade: 'Feed Wheat',
  notes: 'Barn 2, north bay.',
  ...extra,
});
const asInput = ({ parcelId, parcelName, commodity, samples: ids, tonnage, targetGrade, notes, shared }: Parcel): ParcelInput => ({
  parcelId,
  parcelName,
  commodity,
  samples: ids,
  tonnage,
  targetGrade,
  notes,
  shared,
});
async function readParcels(app: FastifyInstance = t.app) {
  const response = await call('GET', parcelsUrl(), { app });
  assert.equal(response.statusCode, 200, response.body);
  return { parcels: response.json().data.parcels as Parcel[], etag: String(response.headers.etag) };
}

describe('Parcels: the whole list, saved only over the version it was read at', () => {
  let wheat: SampleRow[];
  before(async () => {
    wheat = await wheatSamples();
  });

  it('answers 404 while the account never saved parcels, then POST creates the list with an ETag, and a second POST gets 412', async () => {
    const none = await call('GET', parcelsUrl());
    assert.deepEqual([none.statusCode, none.json().errorCode], [404, 'PARCELS_NOT_FOUND']);
    const created = await call('POST', parcelsUrl(), { body: { parcels: [parcel('Wheat - Parcel A', [wheat[0]!.sampleId, wheat[1]!.sampleId])] } });
    assert.equal(created.statusCode, 200, created.body);
    assert.match(String(created.headers.etag), /^"\d+"$/);
    const [saved] = created.json().data.parcels as Parcel[];
    assert.equal(saved!.parcelName, 'Wheat - Parcel A');
    assert.deepEqual(saved!.samples, [wheat[0]!.sampleId, wheat[1]!.sampleId]);
    assert.equal(saved!.createdBy, 'grower@myfarm.example');
    assert.equal(saved!.shared, false);
    const again = await call('POST', parcelsUrl(), { body: { parcels: [] } });
    assert.deepEqual([again.statusCode, again.json().errorCode], [412, 'PARCELS_CHANGED']);
    assert.equal((await readParcels()).parcels.length, 1);
  });

  it('refuses a PUT without If-Match with 428 and one with a stale version with 412, changing nothing', async () => {
    const { parcels, etag } = await readParcels();
    const body = { parcels: [...parcels.map(asInput), parcel('Wheat - Parcel B', [wheat[2]!.sampleId])] };
    const missing = await call('PUT', parcelsUrl(), { body });
    assert.deepEqual([missing.statusCode, missing.json().errorCode], [428, 'PRECONDITION_REQUIRED']);
    const stale = await call('PUT', parcelsUrl(), { body, headers: { 'if-match': '"0"' } });
    assert.deepEqual([stale.statusCode, stale.json().errorCode], [412, 'PARCELS_CHANGED']);
    const after = await readParcels();
    assert.deepEqual(after, { parcels, etag });
  });

  it('replaces the list over the current version: a kept parcel keeps its id, created and createdBy, a new one gets an id, the ETag moves on', async () => {
    const before = await readParcels();
    const kept = before.parcels[0]!;
    const response = await call('PUT', parcelsUrl(), {
      body: { parcels: [{ ...asInput(kept), tonnage: '95.5' }, parcel('Wheat - Parcel B', [wheat[2]!.sampleId])] },
      headers: { 'if-match': before.etag },
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.notEqual(response.headers.etag, before.etag);
    const [first, added] = response.json().data.parcels as Parcel[];
    assert.deepEqual([first!.parcelId, first!.created, first!.createdBy, first!.tonnage], [kept.parcelId, kept.created, kept.createdBy, '95.5']);
    assert.ok(added!.parcelId && added!.parcelId !== kept.parcelId);
    const one = await call('GET', accountUrl(`parcels/${added!.parcelId}`));
    assert.equal(one.json().data.parcel.parcelName, 'Wheat - Parcel B');
    assert.equal((await call('GET', accountUrl(`parcels/${added!.parcelId}`, OTHER))).statusCode, 403);
  });

  it('checks the §5 field rules on the server: a 51-character name, a name with <, an 11-character tonnage and notes over 500 get 400', async () => {
    const { parcels, etag } = await readParcels();
    const bad = [
      { parcelName: 'W'.repeat(51) },
      { parcelName: 'Wheat <script>' },
      { tonnage: '12345678901' },
      { tonnage: '100 t!' },
      { notes: 'n'.repeat(501) },
      { parcelName: '   ' },
    ];
    for (const change of bad) {
      const response = await call('PUT', parcelsUrl(), {
        body: { parcels: [...parcels.map(asInput), parcel('Wheat - Parcel C', [wheat[3]!.sampleId], change)] },
        headers: { 'if-match': etag },
      });
      assert.deepEqual([response.statusCode, response.json().errorCode], [400, 'VALIDATION_ERROR'], JSON.stringify(change));
    }
    assert.deepEqual(await readParcels(), { parcels, etag }, 'nothing was written');
  });

  it("refuses another account's sample, a sample of another commodity and a grade the commodity does not offer with 400", async () => {
    const { parcels, etag } = await readParcels();
    const theirs = (
      await t.db.selectFrom('samples').select('id').where('account_reference', '=', OTHER).where('commodity_no', '=', WHEAT).executeTakeFirstOrThrow()
    ).id;
    const barley = (await samples('commodityNo=81074&perPage=1&dateFrom=2020-01-01')).items[0]!.sampleId;
    const cases: [ParcelInput, string][] = [
      [parcel('Wheat - Parcel C', [theirs]), 'PARCEL_SAMPLE_NOT_OFFERED'],
      [parcel('Wheat - Parcel C', [barley]), 'PARCEL_SAMPLE_NOT_OFFERED'],
      [parcel('Wheat - Parcel C', [wheat[3]!.sampleId], { targetGrade: 'Malting Barley' }), 'TARGET_GRADE_NOT_OFFERED'],
    ];
    for (const [input, code] of cases) {
      const response = await call('PUT', parcelsUrl(), { body: { parcels: [...parcels.map(asInput), input] }, headers: { 'if-match': etag } });
      assert.deepEqual([response.statusCode, response.json().errorCode], [400, code], input.parcelName);
    }
    assert.deepEqual(await readParcels(), { parcels, etag });
  });

  it("refuses another account's parcels with 403 on read, create and replace, and a caller without a token with 401", async () => {
    const body = { parcels: [parcel('Theirs', [wheat[0]!.sampleId])] };
    assert.equal((await call('GET', parcelsUrl(OTHER))).statusCode, 403);
    assert.equal((await call('POST', parcelsUrl(OTHER), { body })).statusCode, 403);
    assert.equal((await call('PUT', parcelsUrl(OTHER), { body, headers: { 'if-match': '*' } })).statusCode, 403);
    assert.equal((await call('GET', parcelsUrl(), { token: null })).statusCode, 401);
    assert.equal((await call('PUT', parcelsUrl(), { body, token: null, headers: { 'if-match': '*' } })).statusCode, 401);
  });

  it('lets exactly one of two saves made over the same version through, from two instances at once; the other gets 412', async () => {
    const { parcels, etag } = await readParcels();
    const save = (app: FastifyInstance, name: string) =>
      call('PUT', parcelsUrl(), { app, body: { parcels: [...parcels.map(asInput), parcel(name, [wheat[4]!.sampleId])] }, headers: { 'if-match': etag } });
    const results = await Promise.all([save(t.app, 'Wheat - Parcel D'), save(other, 'Wheat - Parcel E')]);
    assert.deepEqual(results.map((response) => response.statusCode).sort(), [200, 412]);
    const winner = results.find((response) => response.statusCode === 200)!.json().data.parcels as Parcel[];
    const after = await readParcels(other);
    assert.deepEqual(after.parcels, winner);
    assert.equal(after.parcels.length, parcels.length + 1);
  });

  it('deletes parcels by leaving them out, and an empty list is still a list (200, not 404)', async () => {
    const { etag } = await readParcels();
    const response = await call('PUT', parcelsUrl(), { body: { parcels: [] }, headers: { 'if-match': etag } });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual((await readParcels()).parcels, []);
  });
});
