import { ApiError, NETWORK_ERROR_CODE } from './api-error';
import { ONBOARDING_ERROR_CODES } from '../domain/onboarding-constants';
import { viewAsErrorCodes } from '../domain/view-as-constants';

export interface SupportContact {
  phone: string;
  email: string;
}

/** Spec 1 §8: the route error screen, shown when a widget fails to load, mount or render. */
export const ROUTE_ERROR_MESSAGE = 'Something went wrong. Please refresh the page.';

const ACCOUNT_PROBLEM_MARKERS = ['no accounts configured', 'No MyFarm configuration'];

/**
 * The view-as refusals (issue 12) and the onboarding ones (a step still to do) carry their own words; the spec's
 * 403 texts would say the account is disabled.
 */
const OWN_WORDS_CODES = new Set<string | undefined>([...Object.values(viewAsErrorCodes), ...Object.values(ONBOARDING_ERROR_CODES)]);

const connectivity = ({ email, phone }: SupportContact) =>
  `Connectivity error, please try again later. If the problem persists, please contact support by email at ${email} or by phone on ${phone}.`;
const accountProblem = ({ email, phone }: SupportContact) =>
  `It looks like there is a problem with your MyFarm account. Please call ${phone} or email ${email} to ask for help`;
const accountDisabled = ({ email, phone }: SupportContact) => `Your account has been disabled. Please call ${phone} or email ${email} to ask for help.`;

/** The error catalogue of spec 1 §8: what the user reads for a failed call. */
export function errorMessageFor(error: unknown, support: SupportContact): string {
  if (!(error instanceof ApiError) || error.errorCode === NETWORK_ERROR_CODE) return connectivity(support);
  switch (error.status) {
    case 0:
    case 404:
      return accountProblem(support);
    case 403: {
      if (OWN_WORDS_CODES.has(error.errorCode) && error.errorMessage) return error.errorMessage;
      const message = error.errorMessage ?? '';
      return ACCOUNT_PROBLEM_MARKERS.some((marker) => message.includes(marker)) ? accountProblem(support) : accountDisabled(support);
    }
    case 401:
      return error.errorMessage ?? connectivity(support);
    default:
      return connectivity(support);
  }
}
