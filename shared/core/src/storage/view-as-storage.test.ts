import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { clearViewAs, readViewAs, writeViewAs } from './view-as-storage';

/** sessionStorage's three methods over a Map, so the node test needs no browser. */
const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};

const viewing = { sessionId: '7d0c9a52-0d43-4b8e-9b7e-1f2d3c4b5a69', account: 'HARR0001', accountName: 'Harrison Farms Ltd' };

describe('view-as storage (issue 12)', () => {
  it('reads back what was written, and nothing once cleared', () => {
    const storage = memoryStorage();
    assert.equal(readViewAs(storage), undefined);
    writeViewAs(viewing, storage);
    assert.deepEqual(readViewAs(storage), viewing);
    clearViewAs(storage);
    assert.equal(readViewAs(storage), undefined);
    assert.equal(storage.items.size, 0);
  });

  it('reads a damaged or incomplete entry as no view, so no header is sent from it', () => {
    const storage = memoryStorage();
    storage.setItem('myfarm_view_as', '{broken');
    assert.equal(readViewAs(storage), undefined);
    storage.setItem('myfarm_view_as', JSON.stringify({ sessionId: viewing.sessionId, account: 'HARR0001' }));
    assert.equal(readViewAs(storage), undefined);
    storage.setItem('myfarm_view_as', JSON.stringify({ ...viewing, sessionId: '' }));
    assert.equal(readViewAs(storage), undefined);
  });
});
