import { registerAccountScope } from '../accounts';
import type { PortalModule } from '../portal-module';
import { notificationRoutes } from './notification-routes';

export { alertJob } from './alert-job';
export { firingText, notificationMail, notificationSms, offerFilledText } from './notification-texts';
export { startOutboxWorker, type OutboxHandler, type OutboxWorker } from './outbox-worker';

/** The bell: a user's notifications in one business account. */
export const notificationsModule: PortalModule = async (app, services) => {
  await registerAccountScope(app, services, (scoped) => notificationRoutes(scoped, services));
};
