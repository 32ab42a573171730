// What the My Account widget's tests share: the demo business and user with the mock API's My Account data,
// a typist, a 1280 px page (or a phone), every flag on but hide-alltransactions, and the page.
import { type FeatureToggle } from '@farm/core';
import { WidgetRoot } from '@farm/ui';
import { setViewport } from '@web/test-runner-commands';
import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../../tests/support/mock-api-browser';
import { myAccountHandlers } from '../../../tests/support/mock-handlers';
import { MyAccountPage } from './my-account-page';
import { signedInAsGrower } from '../../../tests/support/signed-in-widget';

export const toggle = (id: string, enabled: boolean): FeatureToggle => ({
  id,
  enabled,
  audience: { users: [], groups: [], exclusionUsers: [], exclusionGroups: [] },
});

/** Call once per test file. */
export function myAccountTestSetUp() {
  const api = mockApi(...myAccountHandlers());
  const state = { typist: userEvent.setup(), api };
  beforeEach(async () => {
    await setViewport({ width: 1280, height: 900 });
    window.history.replaceState(null, '', '/dashboard/myaccount');
    state.typist = userEvent.setup();
    signedInAsGrower([toggle('hide-alltransactions', false)]);
  });
  afterEach(() => cleanup());
  return state;
}

export const renderPage = () =>
  render(
    <WidgetRoot cacheKey="test-my-account">
      <MyAccountPage />
    </WidgetRoot>,
  );

/** The query of the last request to a list's path, as a plain object. */
export async function lastQuery(api: ReturnType<typeof mockApi>, path: string): Promise<Record<string, string>> {
  const requests = await api.requests.to(`/api/accounts/HAR001/${path}`);
  return Object.fromEntries(requests.at(-1)!.url.searchParams);
}

export const markup = (element: Element | null) => element?.outerHTML.slice(0, 300) ?? null;
