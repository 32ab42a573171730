import type { OxburyProfile } from '@farm/area-bank-partner';
import { http } from 'msw';
import { ok } from '../../../../tests/support/api-envelopes';

/** GET /api/accounts/{reference}/oxbury-profile: `customer` says whether the business banks with the partner. */
export const oxburyProfileHandler = (customer = true) =>
  http.get('/api/accounts/:reference/oxbury-profile', () => {
    const profile: OxburyProfile = { isOxburyCustomer: customer };
    return ok(profile);
  });
