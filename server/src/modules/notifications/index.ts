export { alertJob } from './alert-job';
export { notificationRoutes } from './notification-routes';
export { offerFilledText, notificationMail } from './notification-texts';
export { startOutboxWorker, type OutboxHandler, type OutboxWorker } from './outbox-worker';
