import { account$, configureApi, flags$, session$, type FeatureToggle } from '@farm/core';
import { act } from '@testing-library/react';
import { user } from './fixtures';
import { demoAccounts } from './mock-handlers/account';

/**
 * What the shell has done by the time a widget shows: the API client configured, the feature flags read (when a
 * test names them), the demo grower signed in and their first business selected.
 */
export function signedInAsGrower(flags?: FeatureToggle[]): void {
  configureApi({ apiRoot: '/api', getAccessToken: async () => 'token' });
  if (flags) flags$.next(flags);
  session$.next({ user: user(), internal: false, getAccessToken: async () => 'token' });
  act(() => account$.next(demoAccounts[0]!));
}
