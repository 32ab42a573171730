import { accountHandlers, activationHandler, currentUserHandler } from './account';
import { oxburyProfileHandler } from '@farm/area-bank-partner/mocks';
import { acceptTermsHandler, legalPagesHandler, releaseNoteStateHandlers, releaseNotesHandler } from '@farm/area-content/mocks';
import { weatherHandler } from '@farm/area-weather/mocks';
import { calculatorHandlers } from '@farm/area-calculators/mocks';
import { cropMarketingHandlers, demoMarketStreamHandler } from '@farm/area-crop-marketing/mocks';
import { marketCommentaryHandler, marketReportEditorHandlers } from '@farm/area-content/mocks';
import { notificationHandlers } from './notifications';
import { standingOfferHandlers } from '@farm/area-alerts/mocks';
import { priceAlertHandlers, priceAlertsState, withAlerts } from '@farm/area-alerts/mocks';
import { accountUsersHandlers } from '@farm/area-account-users/mocks';
import { myInvitationsHandlers } from '@farm/area-account-users/mocks';
import { myAccountHandlers } from '@farm/area-my-account/mocks';
import { movementsHandlers } from '@farm/area-my-account/mocks';
import { samplesHandlers } from '@farm/area-my-account/mocks';
import { parcelsHandlers } from '@farm/area-my-account/mocks';

export { demoAccounts } from './account';
export { legalPagesHandler, releaseNotesHandler, releaseNoteStateHandlers } from '@farm/area-content/mocks';
export { weatherHandler } from '@farm/area-weather/mocks';
export { cropMarketingHandlers, DEMO_SALE, marketStreamHandler } from '@farm/area-crop-marketing/mocks';
export { DEMO_PARTNER_KEY } from './partner-key';
export { marketCommentaryHandler, marketReportEditorHandlers } from '@farm/area-content/mocks';
export { notificationHandlers } from './notifications';
export { standingOfferHandlers } from '@farm/area-alerts/mocks';
export { priceAlertHandlers, priceAlertsState } from '@farm/area-alerts/mocks';
export { accountUsersHandlers } from '@farm/area-account-users/mocks';
export { myInvitationsHandlers } from '@farm/area-account-users/mocks';
export { myAccountHandlers } from '@farm/area-my-account/mocks';
export { movementsHandlers } from '@farm/area-my-account/mocks';
export { samplesHandlers } from '@farm/area-my-account/mocks';
export { parcelsHandlers, wizardSampleHandlers } from '@farm/area-my-account/mocks';

/**
 * The demo data set of the mock API: what widget tests start from and what the dev pages' mock mode serves.
 * Calls with no handler here fail (they never reach a server).
 */
export const demoHandlers = () => {
  // The price tables' bells follow the alerts the dev page creates and deletes.
  const alerts = priceAlertsState();
  return [
    weatherHandler,
    ...calculatorHandlers,
    legalPagesHandler,
    releaseNotesHandler(),
    ...releaseNoteStateHandlers,
    acceptTermsHandler,
    currentUserHandler(),
    ...accountHandlers,
    oxburyProfileHandler(),
    activationHandler,
    ...cropMarketingHandlers({ markAlerts: (prices) => withAlerts(prices, alerts.alerts) }),
    ...priceAlertHandlers(alerts),
    demoMarketStreamHandler(),
    marketCommentaryHandler(),
    ...marketReportEditorHandlers(),
    ...notificationHandlers().handlers,
    ...standingOfferHandlers().handlers,
    ...accountUsersHandlers().handlers,
    // After accountHandlers: the account list is theirs until an invitation is accepted, which the demo has none of.
    ...myInvitationsHandlers().handlers,
    ...myAccountHandlers(),
    ...movementsHandlers(),
    ...samplesHandlers(),
    ...parcelsHandlers().handlers,
  ];
};
