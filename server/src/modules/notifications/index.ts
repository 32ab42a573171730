import { registerAccountScope } from '../accounts';
import type { PortalModule } from '../portal-module';
import { loadNotificationPreferenceRoutes } from './load-notification-preference-routes';
import { notificationRoutes } from './notification-routes';

export { alertJob } from './alert-job';
export { loadEventJob } from './load-event-job';
export { gradeTexts, loadEventText } from './load-event-texts';
export { notifyLoadEvent } from './notify-load-event';
export { firingText, notificationMail, notificationSms, offerFilledText } from './notification-texts';
export { startOutboxWorker, type OutboxHandler, type OutboxWorker } from './outbox-worker';

/** The bell: a user's notifications in one business account, and which of its loads' events they want e-mailed. */
export const notificationsModule: PortalModule = async (app, services) => {
  await registerAccountScope(app, services, (scoped) => {
    notificationRoutes(scoped, services);
    loadNotificationPreferenceRoutes(scoped, services);
  });
};
