import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { activationBodySchema, activationSchema } from './activation';

const firstProblem = (key: string) => {
  const result = activationSchema.safeParse({ key });
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('activation code rules (spec 1 §5)', () => {
  it('requires a code', () => {
    assert.equal(firstProblem(''), 'Activation code is required.');
    assert.equal(firstProblem('   '), 'Activation code is required.');
  });
  it('needs at least 8 characters, not counting spaces around them', () => {
    assert.equal(firstProblem('FARM202'), 'Activation code must be at least 8 characters long.');
    assert.equal(firstProblem('  FARM202  '), 'Activation code must be at least 8 characters long.');
    assert.equal(firstProblem('FARM2026'), undefined);
  });
  it('gives the server the same messages for the request body', () => {
    const missing = activationBodySchema.safeParse({ data: { activation: {} } });
    assert.equal(missing.success, false);
    assert.equal(missing.error?.issues[0]?.message, 'Activation code is required.');
    const parsed = activationBodySchema.parse({ data: { activation: { key: ' FARM2026A ' } } });
    assert.equal(parsed.data.activation.key, 'FARM2026A');
  });
});
