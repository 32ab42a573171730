export { alertJob } from './alert-job';
export { notificationRoutes } from './notification-routes';
export { offerFilledText, notificationMail, type OfferFacts } from './notification-texts';
export { startOutboxWorker, type OutboxHandler, type OutboxJob, type OutboxWorker } from './outbox-worker';
