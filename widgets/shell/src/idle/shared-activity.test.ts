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

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

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
    let heard = 0;
    second.onActivity(() => (heard += 1));
    first.record(5_000);
    assert.equal(tab(storage).lastActivityAt(), 5_000, 'a tab opened later reads the stored time');
    await tick();
    assert.equal(second.lastActivityAt(), 5_000, 'a tab that shares no storage hears the channel');
    assert.equal(heard, 1);
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
    first.announceLogout();
    await tick();
    assert.deepEqual(heard, ['second']);
  });
});
