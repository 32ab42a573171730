import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { humidex } from './humidex';

describe('humidex', () => {
  it('matches the Environment Canada table: 30 °C with a 15 °C dew point feels like 34', () => {
    assert.equal(Math.round(humidex(30, 15)), 34);
  });

  it('matches the table in dangerous heat: 35 °C with a 25 °C dew point feels like 47', () => {
    assert.equal(Math.round(humidex(35, 25)), 47);
  });

  it('equals the air temperature when the vapour pressure is 10 hPa (dew point about 6.9 °C)', () => {
    assert.ok(Math.abs(humidex(20, 6.96) - 20) < 0.05);
  });

  it('is below the air temperature in cold dry air, as the formula says', () => {
    assert.ok(humidex(2, -5) < 2);
  });

  it('rises with humidity at the same temperature', () => {
    assert.ok(humidex(25, 20) > humidex(25, 10));
  });
});
