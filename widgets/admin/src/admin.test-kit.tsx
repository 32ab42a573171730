// What the admin widget's tests share: the demo business with its users in the mock API (a fresh list each
// test), the signed-in demo user (Tom Harrison, an admin who is not the lead unless a test says so), the page,
// and ways to read its table and dialogs.
import { account$, configureApi, session$ } from '@farm/core';
import { WidgetRoot } from '@farm/ui';
import { setViewport } from '@web/test-runner-commands';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { account, user } from '../../../tests/support/fixtures';
import { mockApi } from '../../../tests/support/mock-api-browser';
import { accountUsersHandlers, demoAccounts } from '../../../tests/support/mock-handlers';
import { AccountUsersPage } from './account-users-page';

export const USERS = '/api/accounts/HAR001/users';

/** Call once per test file: each test gets a fresh user list, a typist, a 1280 px wide page, and the demo session. */
export function adminTestSetUp() {
  const api = mockApi();
  const state = {
    typist: userEvent.setup(),
    server: accountUsersHandlers(),
    api,
    /** The mock server with the signed-in user as the business's lead (the config says so too). */
    asLead() {
      state.server = accountUsersHandlers({ viewerIsLead: true });
      api.use(...state.server.handlers);
      act(() => account$.next(account({ ...demoAccounts[0]!, isAdmin: true, config: { leadUser: true } })));
    },
  };
  beforeEach(async () => {
    await setViewport({ width: 1280, height: 900 });
    state.typist = userEvent.setup();
    state.server = accountUsersHandlers();
    api.use(...state.server.handlers);
    configureApi({ apiRoot: '/api', getAccessToken: async () => 'token' });
    session$.next({ user: user(), internal: false, getAccessToken: async () => 'token' });
    act(() => account$.next(account({ ...demoAccounts[0]!, isAdmin: true })));
  });
  afterEach(() => cleanup());
  return state;
}

export const renderPage = () =>
  render(
    <WidgetRoot cacheKey="test-admin">
      <AccountUsersPage />
    </WidgetRoot>,
  );

/**
 * What a test expects gone, as markup: chai would print the element itself, with React's properties on it,
 * and take minutes to do so on a failure (and on every retry of a waitFor).
 */
export const markup = (element: Element | null) => element?.outerHTML.slice(0, 300) ?? null;

export const usersTable = () => screen.findByRole('table', { name: 'Users' });

/** A row's cells' texts, its header cell first. */
export const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

/** The row of the user named `name`. */
export const rowOf = async (name: string) => (await screen.findByRole('rowheader', { name })).closest('tr')!;

/** The radio of one state ('Enabled', 'Locked', 'Disabled') in a tile's group of a dialog. */
export const tileRadio = (dialog: HTMLElement, tile: string, state: string) =>
  within(within(dialog).getByRole('group', { name: tile })).getByRole('radio', { name: state }) as HTMLInputElement;

/** Which of a tile's states can be chosen, and which is chosen. */
export const tileChoice = (dialog: HTMLElement, tile: string) => {
  const radios = ['Enabled', 'Locked', 'Disabled'].map((state) => [state, tileRadio(dialog, tile, state)] as const);
  return {
    choosable: radios.filter(([, radio]) => !radio.disabled).map(([state]) => state),
    chosen: radios.find(([, radio]) => radio.checked)?.[0],
  };
};
