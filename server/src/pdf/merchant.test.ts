import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { merchantFrom } from './merchant';

describe('merchantFrom (the merchant its trade documents name)', () => {
  it("takes the deployment's own trade rules, payment terms, VAT number and address from MERCHANT_*", () => {
    const merchant = merchantFrom({
      MERCHANT_NAME: 'Fenland Grain Ltd',
      MERCHANT_ADDRESS: 'Grain Store, Wisbech Road, March, PE15 8AB',
      MERCHANT_VAT_NUMBER: 'GB 123 4567 89',
      MERCHANT_TRADE_RULES: "Fenland Grain's own conditions of purchase (2026)",
      MERCHANT_SALE_PAYMENT_TERMS: '14 days after movement',
    });
    assert.equal(merchant.name, 'Fenland Grain Ltd');
    assert.deepEqual(merchant.addressLines, ['Grain Store', 'Wisbech Road', 'March', 'PE15 8AB']);
    assert.equal(merchant.vatRegistrationNumber, 'GB 123 4567 89');
    assert.equal(merchant.tradeRules, "Fenland Grain's own conditions of purchase (2026)");
    assert.equal(merchant.salePaymentTerms, '14 days after movement');
    assert.equal(merchant.inputsTradeRules, "Fenland Grain Ltd's conditions of sale for farm inputs");
  });

  it('falls back to the AIC No. 1 contract for a blank or missing setting', () => {
    const merchant = merchantFrom({ MERCHANT_TRADE_RULES: '  ' });
    assert.match(merchant.tradeRules, /^AIC No\. 1 Contract for grain/);
    assert.equal(merchant.name, 'MyFarm Grain & Inputs Ltd');
  });
});
