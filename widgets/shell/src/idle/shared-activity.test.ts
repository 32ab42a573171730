import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { SharedActivity } from './shared-activity';

/** localStorage as the tabs of one browser share it. */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

/** Resolves when `subscribe` next calls back: a message from another tab has arrived. */
const next = (subscribe: (listener: () => void) => () => void) =>
  new Promise<void>((resolve) => {
    const stop = subscribe(() => {
      stop();
      resolve();
    });
  });

describe('SharedActivity (two tabs of one browser)', () => {
  const open: SharedActivity[] = [];
  const tab = (storage: MemoryStorage) => {
    const activity = new SharedActivity(storage as unknown as Storage);
    open.push(activity);
    return activity;
  };
  afterEach(() => open.splice(0).forEach((a) => a.close()));

  it('reads activity recorded in another tab from storage and from the channel', async () => {
    const storage = new MemoryStorage();
    const first = tab(storage);
    const second = tab(new MemoryStorage());
    const heard = next((listener) => second.onActivity(listener));
    first.record(5_000);
    assert.equal(tab(storage).lastActivityAt(), 5_000, 'a tab opened later reads the stored time');
    assert.equal(second.lastActivityAt(), 0, 'nothing has arrived over the channel yet');
    await heard;
    assert.equal(second.lastActivityAt(), 5_000, 'a tab that shares no storage hears the channel');
  });

  it('never goes back in time', () => {
    const first = tab(new MemoryStorage());
    first.record(9_000);
    first.record(4_000);
    assert.equal(first.lastActivityAt(), 9_000);
  });

  it('tells the other tabs about a logout, not itself', async () => {
    const first = tab(new MemoryStorage());
    const second = tab(new MemoryStorage());
    const heard: string[] = [];
    first.onLogout(() => heard.push('first'));
    second.onLogout(() => heard.push('second'));
    const delivered = next((listener) => second.onLogout(listener));
    first.announceLogout();
    await delivered;
    // Had the announcing tab told itself, it would have done so before the channel delivered to the other.
    assert.deepEqual(heard, ['second']);
  });
});
