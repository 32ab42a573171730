import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { exchangeTitle } from './exchange-title';

describe('exchangeTitle', () => {
  it("drops the leading 'CME ' and adds the contract basis", () => {
    assert.equal(exchangeTitle({ commodityDescription: 'CME British Pound', contractBasis: 'US dollars per pound' }), 'British Pound - US dollars per pound');
  });

  it("keeps 'CME' anywhere but at the start", () => {
    assert.equal(exchangeTitle({ commodityDescription: 'Euro CME FX', contractBasis: 'x' }), 'Euro CME FX - x');
  });
});
