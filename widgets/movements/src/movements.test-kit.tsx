// What the movements widget's tests share: the demo business and user with the mock API's movements, a typist,
// a 1280 px page (or a phone), every flag on, and the widget's root.
import { account$, configureApi, flags$, session$, type FeatureToggle } from '@farm/core';
import { WidgetRoot } from '@farm/ui';
import { setViewport } from '@web/test-runner-commands';
import { act, cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { user } from '../../../tests/support/fixtures';
import { mockApi } from '../../../tests/support/mock-api-browser';
import { demoAccounts, movementsHandlers } from '../../../tests/support/mock-handlers';
import { MovementsRoot } from './movements-root';

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
    configureApi({ apiRoot: '/api', getAccessToken: async () => 'token' });
    flags$.next([]);
    session$.next({ user: user(), internal: false, getAccessToken: async () => 'token' });
    act(() => account$.next(demoAccounts[0]!));
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
