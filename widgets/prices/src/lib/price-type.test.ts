import type { PricePreference } from '@farm/area-crop-marketing';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { demoPreferences } from '@farm/area-crop-marketing/mocks';
import { preferencesChanged, priceTypeOf } from './price-type';

const withValue = (key: PricePreference['key'], currentValue: PricePreference['currentValue']) =>
  demoPreferences().map((p) => (p.key === key ? { ...p, currentValue } : p));

describe('price preferences', () => {
  it("prices ex-farm (XFM) while 'Ex-farm prices' is Yes or unknown, and with the option to haul (XFH) when No", () => {
    assert.equal(priceTypeOf(demoPreferences()), 'XFM');
    assert.equal(priceTypeOf(undefined), 'XFM');
    assert.equal(priceTypeOf(withValue('priceTypeDefault', 'No')), 'XFH');
  });

  it('says the settings changed when any preference differs from its default', () => {
    assert.equal(preferencesChanged(demoPreferences()), false);
    assert.equal(preferencesChanged(withValue('foodCompliance', 'Yes')), true);
    assert.equal(preferencesChanged(withValue('assurance', 'No')), true);
    assert.equal(preferencesChanged(undefined), false);
  });
});
