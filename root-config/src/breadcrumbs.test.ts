import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { routeState } from './breadcrumbs';

const trail = (path: string) => routeState(path).crumbs.map((c) => `${c.title} ${c.path}`);

describe('routeState (breadcrumbs from the route table)', () => {
  it('has the dashboard alone on the dashboard', () => {
    assert.deepEqual(trail('/dashboard'), ['Dashboard /dashboard']);
    assert.equal(routeState('/dashboard/').title, 'Dashboard');
  });

  it('walks down the table for a nested route', () => {
    assert.deepEqual(trail('/dashboard/calculators/Limus-perform-rate/Rate-comparison-chart'), [
      'Dashboard /dashboard',
      'Calculators /dashboard/calculators',
      'Limus Perform Rate /dashboard/calculators/Limus-perform-rate',
      'Rate Comparison Chart /dashboard/calculators/Limus-perform-rate/Rate-comparison-chart',
    ]);
  });

  it('titles the steps of later areas and skips segments without a title, such as ids', () => {
    assert.deepEqual(trail('/dashboard/myaccount/contracts/C-1042'), [
      'Dashboard /dashboard',
      'My Account /dashboard/myaccount',
      'Contracts /dashboard/myaccount/contracts',
      'Page not found /dashboard/myaccount/contracts/C-1042',
    ]);
    // Until the soil service area exists its path is a 404, but its step already has its title.
    assert.deepEqual(trail('/dashboard/my-soyl/fields'), ['Dashboard /dashboard', 'MySOYL /dashboard/my-soyl', 'Page not found /dashboard/my-soyl/fields']);
  });

  it('ends an unknown path with the not-found step and has no trail outside the dashboard', () => {
    assert.equal(routeState('/dashboard/nowhere').title, null);
    assert.deepEqual(trail('/dashboard/nowhere'), ['Dashboard /dashboard', 'Page not found /dashboard/nowhere']);
    assert.deepEqual(trail('/callback'), []);
  });
});
