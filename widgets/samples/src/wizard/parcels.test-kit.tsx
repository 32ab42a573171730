// What the parcels tab's and the wizard's tests share: the demo business and user, the mock API's parcels (fresh
// for each test, from `start`) and the samples the wizard reads, a typist, a 1280 px page (or a phone).
import { type Parcel } from '@farm/area-my-account';
import { WidgetRoot } from '@farm/ui';
import { setViewport } from '@web/test-runner-commands';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { mockApi } from '../../../../tests/support/mock-api-browser';
import { demoAccounts, parcelsHandlers, wizardSampleHandlers } from '../../../../tests/support/mock-handlers';
import { demoParcels } from '@farm/area-my-account/mocks';
import { signedInAsGrower } from '../../../../tests/support/signed-in-widget';

export const REFERENCE = demoAccounts[0]!.reference;
export const PARCELS_PATH = `/api/accounts/${REFERENCE}/grain-sample/parcels`;

/** Call once per test file; `phone` renders at 375 px. `t.serveParcels(start)` gives the test other parcels. */
export function parcelsTestSetUp({ phone = false } = {}) {
  const api = mockApi(...wizardSampleHandlers());
  const state = {
    typist: userEvent.setup(),
    api,
    parcels: parcelsHandlers(),
    /** The parcels the mock server starts the test with; null: the account never saved any (GET answers 404). */
    serveParcels(start: Parcel[] | null) {
      state.parcels = parcelsHandlers({ start: () => start });
      api.use(...state.parcels.handlers);
    },
  };
  beforeEach(async () => {
    await setViewport(phone ? { width: 375, height: 800 } : { width: 1280, height: 900 });
    state.typist = userEvent.setup();
    state.serveParcels(demoParcels());
    signedInAsGrower([]);
  });
  afterEach(() => cleanup());
  return state;
}

export const renderInWidget = (children: ReactNode) => render(<WidgetRoot cacheKey="test-parcels">{children}</WidgetRoot>);

/** The parcel names the last save sent, in order. */
export async function savedNames(api: ReturnType<typeof mockApi>): Promise<string[]> {
  const writes = (await api.requests.all()).filter((r) => r.url.pathname === PARCELS_PATH && r.method !== 'GET');
  return (writes.at(-1)!.body as { parcels: { parcelName: string }[] }).parcels.map((p) => p.parcelName);
}

/** Waits for a step's heading, then answers the step's buttons by name. */
export const stepHeading = (name: string | RegExp) => screen.findByRole('heading', { level: 2, name }, { timeout: 5000 });
