import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cropMarketingMessages, MAX_SALE_LOADS } from './crop-marketing-constants';
import { saleDraftSchema, sellGrainFormSchema } from './crop-marketing';

const { quantityRule } = cropMarketingMessages;

/** The messages a loads value gets from the sell form's schema. */
const loadsMessages = (loads: unknown) => {
  const result = sellGrainFormSchema.safeParse({ varietyList: [101], loads, termsAccepted: true });
  return result.success ? [] : [...new Set(result.error.issues.filter((issue) => issue.path[0] === 'loads').map((issue) => issue.message))];
};
const quantityMessages = (quantity: unknown) => {
  const result = saleDraftSchema.safeParse({ commodityId: 1, farmAddressId: 11, priceType: 'XFM', quantity, sellReference: 'FW-2026-11', varietyList: [101] });
  return result.success ? [] : [...new Set(result.error.issues.map((issue) => issue.message))];
};

describe('the amount of a sale (spec 2 §5, §9)', () => {
  it('is 1 to 17 whole loads of 29 MT: 500 MT holds 17 of them, and the text says so', () => {
    assert.equal(MAX_SALE_LOADS, 17);
    assert.equal(quantityRule, 'Sell 1 to 17 whole loads of 29 MT (at most 500 MT). For part loads or more than 17 loads, please contact a trader.');
    for (const loads of [1, 2, 17]) assert.deepEqual(loadsMessages(loads), [], `${loads} loads`);
    for (const tonnes of [29, 58, 17 * 29]) assert.deepEqual(quantityMessages(tonnes), [], `${tonnes} MT`);
  });

  it('answers a blank, negative, part, huge or non-number amount with the sale rule, in the form and in a request alike', () => {
    for (const loads of [Number.NaN, 0, -3, 2.5, 18, 50, 1e9, Number.POSITIVE_INFINITY, undefined, '2', null]) {
      assert.deepEqual(loadsMessages(loads), [quantityRule], `loads ${String(loads)}`);
    }
    for (const tonnes of [0, -29, 30, 29.5, 18 * 29, 50 * 29, 1e308, '58', null, undefined, true]) {
      assert.deepEqual(quantityMessages(tonnes), [quantityRule], `quantity ${String(tonnes)}`);
    }
  });
});
