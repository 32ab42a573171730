import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MAX_REMEMBERED_MS, verifiedTokens } from './verified-tokens';

const START = 1_800_000_000_000;

function cacheAt(options: { max?: number } = {}) {
  const clock = { now: START };
  return { clock, tokens: verifiedTokens<{ user: string }>({ ...options, clock: () => clock.now }) };
}

describe('verified tokens', () => {
  it('keeps what a token proved until the millisecond it expires, and no longer', () => {
    const { clock, tokens } = cacheAt();
    const exp = START / 1000 + 60;
    tokens.remember('token-a', { user: 'grower' }, exp);
    clock.now = exp * 1000 - 1;
    assert.deepEqual(tokens.get('token-a'), { user: 'grower' });
    clock.now = exp * 1000;
    assert.equal(tokens.get('token-a'), undefined);
  });

  it('keeps an entry at most MAX_REMEMBERED_MS, however long the token lives', () => {
    const { clock, tokens } = cacheAt();
    tokens.remember('long-lived', { user: 'grower' }, START / 1000 + 24 * 3600);
    clock.now = START + MAX_REMEMBERED_MS;
    assert.deepEqual(tokens.get('long-lived'), { user: 'grower' });
    clock.now = START + MAX_REMEMBERED_MS + 1;
    assert.equal(tokens.get('long-lived'), undefined);
  });

  it('never keeps a token without an expiry, or one already expired', () => {
    const { tokens } = cacheAt();
    tokens.remember('no-exp', { user: 'grower' }, undefined);
    tokens.remember('expired', { user: 'grower' }, START / 1000 - 1);
    assert.equal(tokens.get('no-exp'), undefined);
    assert.equal(tokens.get('expired'), undefined);
  });

  it('holds at most `max` tokens, dropping the least recently used', () => {
    const { tokens } = cacheAt({ max: 2 });
    const exp = START / 1000 + 60;
    tokens.remember('first', { user: 'a' }, exp);
    tokens.remember('second', { user: 'b' }, exp);
    tokens.get('first');
    tokens.remember('third', { user: 'c' }, exp);
    assert.equal(tokens.get('second'), undefined);
    assert.deepEqual([tokens.get('first')?.user, tokens.get('third')?.user], ['a', 'c']);
  });
});
