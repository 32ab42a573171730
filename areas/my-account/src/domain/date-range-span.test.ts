import { dateRangeProblem } from './my-account-constants';
import { listQuerySchema } from './my-account';
import { MY_ACCOUNT_LISTS } from './my-account-constants';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

const YEAR = MY_ACCOUNT_LISTS.movements.maxSpanDays;

describe('dateRangeProblem: the span of a range (spec 3 §5)', () => {
  it('takes 1 January to 1 January the next year as one year on a 365-day list, and refuses a day more', () => {
    assert.equal(dateRangeProblem('2026-01-01', '2027-01-01', YEAR), undefined);
    assert.deepEqual(dateRangeProblem('2026-01-01', '2027-01-02', YEAR), { end: 'dateTo', message: 'Choose a date range of 365 days or less.' });
  });

  it('takes the same calendar day a year later across a leap day (366 days), and refuses the day after', () => {
    assert.equal(dateRangeProblem('2027-03-01', '2028-03-01', YEAR), undefined);
    assert.equal(dateRangeProblem('2028-01-15', '2029-01-15', YEAR), undefined);
    assert.notEqual(dateRangeProblem('2027-03-01', '2028-03-02', YEAR), undefined);
    // 29 February has no day a year later: the year ends on 28 February.
    assert.equal(dateRangeProblem('2028-02-29', '2029-02-28', YEAR), undefined);
    assert.notEqual(dateRangeProblem('2028-02-29', '2029-03-01', YEAR), undefined);
  });

  it('counts other maxima in days from start to end: 549 for orders, 2010 for grain sales contracts', () => {
    const plus = (day: string, days: number) => new Date(Date.parse(day) + days * 86_400_000).toISOString().slice(0, 10);
    for (const days of [MY_ACCOUNT_LISTS.purchaseOrders.maxSpanDays, MY_ACCOUNT_LISTS.grainSaleContracts.maxSpanDays]) {
      assert.equal(dateRangeProblem('2020-06-30', plus('2020-06-30', days), days), undefined, `${days} days`);
      assert.notEqual(dateRangeProblem('2020-06-30', plus('2020-06-30', days + 1), days), undefined, `${days + 1} days`);
    }
  });

  it('refuses a reversed range, blaming its start, and leaves an open one alone', () => {
    assert.deepEqual(dateRangeProblem('2026-02-02', '2026-02-01', YEAR), { end: 'dateFrom', message: 'The start date must be on or before the end date.' });
    assert.equal(dateRangeProblem(undefined, '2030-01-01', YEAR), undefined);
    assert.equal(dateRangeProblem('2000-01-01', undefined, YEAR), undefined);
  });

  it("is the server schema's rule too", () => {
    assert.equal(listQuerySchema('movements').safeParse({ dateFrom: '2027-03-01', dateTo: '2028-03-01' }).success, true);
    assert.equal(listQuerySchema('movements').safeParse({ dateFrom: '2027-03-01', dateTo: '2028-03-02' }).success, false);
  });
});
