import { configureApi } from '@farm/core';
import { parcelsQuery, type ParcelList } from '@farm/area-my-account';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { mockApi } from '../../../../tests/support/mock-api-node';
import { parcelsHandlers } from '@farm/area-my-account/mocks';
import { WHEAT_SAMPLES, parcel, parcelId } from '@farm/area-my-account/mocks';
import type { ParcelChange } from './parcel-change';
import { saveParcelChange } from './save-parcel-change';

const g = globalThis as unknown as { window?: unknown };
const REFERENCE = 'HAR001';
const WHEAT = { commodityNo: 81083, description: 'Wheat' };
const read = () => parcelsQuery(REFERENCE).queryFn();
const newParcel = (parcelName: string): ParcelChange => ({
  kind: 'create',
  parcel: { parcelName, commodity: WHEAT, samples: [WHEAT_SAMPLES[3]!.sampleId], tonnage: '25', targetGrade: 'None', notes: '', shared: false },
  nameIsDefault: true,
});
const names = (list: ParcelList) => list.parcels.map((p) => p.parcelName);

describe('saveParcelChange (issue 15: no lost edits)', () => {
  const api = mockApi();
  /** Each test's own parcels: Wheat - Parcel A and `more`. */
  const parcelsOnServer = (...more: string[]) => {
    const mock = parcelsHandlers({
      start: () => ['Wheat - Parcel A', ...more].map((parcelName, index) => parcel({ parcelId: parcelId(index + 1), parcelName })),
    });
    api.use(...mock.handlers);
    return mock;
  };
  before(() => {
    g.window = { location: { origin: 'http://localhost' } };
    configureApi({ apiRoot: '/api', getAccessToken: undefined, getSessionId: undefined });
  });
  after(() => delete g.window);

  it('saves with PUT and If-Match when nothing changed meanwhile, with no note', async () => {
    parcelsOnServer();
    const saved = await saveParcelChange(REFERENCE, newParcel('Wheat - Parcel B'), await read(), read);
    assert.ok(!('conflict' in saved));
    assert.deepEqual(names(saved.list), ['Wheat - Parcel A', 'Wheat - Parcel B']);
    assert.equal(saved.parcel.parcelName, 'Wheat - Parcel B');
    assert.equal(saved.note, null);
    const [put] = await api.requests.to(`/api/accounts/${REFERENCE}/grain-sample/parcels`, 'PUT');
    assert.equal(put!.headers.get('If-Match'), '"1"');
  });

  it('after a 412 reads the list again, re-applies the new parcel under the next free name and saves with the new version', async () => {
    const mock = parcelsOnServer('Wheat - Parcel B');
    const before412 = await read();
    // Another browser saves its own Parcel C meanwhile.
    mock.changeElsewhere(REFERENCE, (parcels) => [...parcels, parcel({ parcelId: parcelId(9), parcelName: 'Wheat - Parcel C' })]);
    const saved = await saveParcelChange(REFERENCE, newParcel('Wheat - Parcel C'), before412, read);
    assert.ok(!('conflict' in saved));
    assert.deepEqual(names(saved.list), ['Wheat - Parcel A', 'Wheat - Parcel B', 'Wheat - Parcel C', 'Wheat - Parcel D']);
    assert.equal(saved.parcel.parcelName, 'Wheat - Parcel D');
    assert.match(saved.note!, /^Your parcels were changed elsewhere since you opened them\./);
    const puts = await api.requests.to(`/api/accounts/${REFERENCE}/grain-sample/parcels`, 'PUT');
    assert.deepEqual(
      puts.map((put) => put.headers.get('If-Match')),
      ['"1"', '"2"'],
    );
  });

  it('answers the conflict, saving nothing more, when the parcel being edited was deleted meanwhile', async () => {
    const mock = parcelsOnServer('Wheat - Parcel B');
    const before412 = await read();
    const edited = before412.parcels.find((p) => p.parcelName === 'Wheat - Parcel B')!;
    mock.changeElsewhere(REFERENCE, (parcels) => parcels.filter((p) => p.parcelId !== edited.parcelId));
    const change: ParcelChange = { kind: 'update', parcelId: edited.parcelId, parcel: { ...edited, notes: 'moved' }, readLastUpdated: edited.lastUpdated };
    const result = await saveParcelChange(REFERENCE, change, before412, read);
    assert.deepEqual(result, { conflict: 'deleted', message: 'This parcel was deleted elsewhere' });
    assert.equal((await api.requests.to(`/api/accounts/${REFERENCE}/grain-sample/parcels`, 'PUT')).length, 1);
  });
});
