export { alertJob } from './alert-job';
export { notificationRoutes } from './notification-routes';
export { firingText, notificationMail, notificationSms, offerFilledText } from './notification-texts';
export { startOutboxWorker, type OutboxHandler, type OutboxWorker } from './outbox-worker';
