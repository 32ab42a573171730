import { accountHandlers, activationHandler, currentUserHandler, oxburyProfileHandler } from './account';
import { acceptTermsHandler, legalPagesHandler, releaseNoteStateHandlers, releaseNotesHandler } from './content';
import { weatherHandler } from './weather';
import { cropMarketingHandlers, demoMarketStreamHandler } from './crop-marketing';
import { marketCommentaryHandler, marketReportEditorHandlers } from './market-report';
import { notificationHandlers } from './notifications';
import { standingOfferHandlers } from './standing-offers';
import { priceAlertHandlers, priceAlertsState } from './price-alerts';
import { accountUsersHandlers } from './account-users';
import { myInvitationsHandlers } from './my-invitations';
import { myAccountHandlers } from './my-account';
import { movementsHandlers } from './movements';
import { samplesHandlers } from './samples';
import { parcelsHandlers } from './parcels';

export { demoAccounts, oxburyProfileHandler } from './account';
export { legalPagesHandler, releaseNotesHandler, releaseNoteStateHandlers } from './content';
export { weatherHandler } from './weather';
export { cropMarketingHandlers, DEMO_SALE, marketStreamHandler } from './crop-marketing';
export { DEMO_PARTNER_KEY } from './partner-key';
export { marketCommentaryHandler, marketReportEditorHandlers } from './market-report';
export { notificationHandlers } from './notifications';
export { standingOfferHandlers } from './standing-offers';
export { priceAlertHandlers, priceAlertsState } from './price-alerts';
export { accountUsersHandlers } from './account-users';
export { myInvitationsHandlers } from './my-invitations';
export { myAccountHandlers } from './my-account';
export { movementsHandlers } from './movements';
export { samplesHandlers } from './samples';
export { parcelsHandlers, wizardSampleHandlers } from './parcels';

/**
 * The demo data set of the mock API: what widget tests start from and what the dev pages' mock mode serves.
 * Calls with no handler here fail (they never reach a server).
 */
export const demoHandlers = () => {
  // The price tables' bells follow the alerts the dev page creates and deletes.
  const alerts = priceAlertsState();
  return [
    weatherHandler,
    legalPagesHandler,
    releaseNotesHandler(),
    ...releaseNoteStateHandlers,
    acceptTermsHandler,
    currentUserHandler(),
    ...accountHandlers,
    oxburyProfileHandler(),
    activationHandler,
    ...cropMarketingHandlers({ alerts: () => alerts.alerts }),
    ...priceAlertHandlers(alerts),
    demoMarketStreamHandler,
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
