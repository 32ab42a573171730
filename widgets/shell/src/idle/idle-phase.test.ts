import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { IDLE_COUNTDOWN_SECONDS, idlePhase } from './idle-phase';

const IDLE = 3_480_000;

describe('idlePhase (spec 1 §4, §9)', () => {
  it('is active until the idle time has passed', () => {
    assert.deepEqual(idlePhase(0, IDLE - 1, IDLE), { kind: 'active' });
  });
  it('warns with 120 seconds left the moment the idle time is reached, then counts down', () => {
    assert.equal(IDLE_COUNTDOWN_SECONDS, 120);
    assert.deepEqual(idlePhase(0, IDLE, IDLE), { kind: 'warning', secondsLeft: 120 });
    assert.deepEqual(idlePhase(0, IDLE + 200, IDLE), { kind: 'warning', secondsLeft: 120 });
    assert.deepEqual(idlePhase(0, IDLE + 1000, IDLE), { kind: 'warning', secondsLeft: 119 });
    assert.deepEqual(idlePhase(0, IDLE + 119_500, IDLE), { kind: 'warning', secondsLeft: 1 });
  });
  it('expires when the countdown reaches zero', () => {
    assert.deepEqual(idlePhase(0, IDLE + 120_000, IDLE), { kind: 'expired' });
    assert.deepEqual(idlePhase(0, IDLE * 3, IDLE), { kind: 'expired' });
  });
  it('starts again from the latest activity', () => {
    assert.deepEqual(idlePhase(10_000, IDLE + 5_000, IDLE), { kind: 'active' });
  });
});
