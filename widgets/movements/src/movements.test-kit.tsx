// What the movements widget's tests share: the demo business and user with the mock API's movements, a typist,
// a 1280 px page (or a phone), every flag on, and the widget's root.
import { type FeatureToggle } from '@farm/core';
import { WidgetRoot } from '@farm/ui';
import { setViewport } from '@web/test-runner-commands';
import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../../tests/support/mock-api-browser';
import { movementsHandlers } from '../../../tests/support/mock-handlers';
import { MovementsRoot } from './movements-root';
import { signedInAsGrower } from '../../../tests/support/signed-in-widget';

export const toggle = (id: string, enabled: boolean): FeatureToggle => ({
  id,
  enabled,
  audience: { users: [], groups: [], exclusionUsers: [], exclusionGroups: [] },
});

/** Call once per test file; `phone` renders at 375 px. */
export function movementsTestSetUp({ phone = false } = {}) {
  const api = mockApi(...movementsHandlers());
  const state = { typist: userEvent.setup(), api };
  beforeEach(async () => {
    await setViewport(phone ? { width: 375, height: 800 } : { width: 1280, height: 900 });
    state.typist = userEvent.setup();
    signedInAsGrower([]);
  });
  afterEach(() => cleanup());
  return state;
}

export const renderMovements = () =>
  render(
    <WidgetRoot cacheKey="test-movements">
      <MovementsRoot />
    </WidgetRoot>,
  );

/** The query of the last list request, as a plain object. */
export async function lastQuery(api: ReturnType<typeof mockApi>): Promise<Record<string, string>> {
  const requests = await api.requests.to('/api/accounts/HAR001/movements');
  return Object.fromEntries(requests.at(-1)!.url.searchParams);
}
