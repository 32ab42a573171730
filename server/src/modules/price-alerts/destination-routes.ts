import type { ApiApp, ApiDeps } from '../../http';
import type { Mailer, SmsSender } from '../../mail';
import { confirmDestination } from './confirm-destination';
import { listDestinations } from './list-destinations';
import { requestDestinationCode } from './request-destination-code';
import { destinationCodeSender } from './send-destination-code';

export interface DestinationRouteDeps {
  mailer: Mailer;
  sms: SmsSender;
  clock: () => number;
}

/** The signed-in user's alert destinations (issue 27 §7): per user, outside any business. */
export function alertDestinationRoutes(app: ApiApp, deps: ApiDeps, { mailer, sms, clock }: DestinationRouteDeps): void {
  listDestinations(app, deps, clock);
  requestDestinationCode(app, deps, destinationCodeSender({ mailer, sms, publicUrl: deps.config.publicUrl }), clock);
  confirmDestination(app, deps, clock);
}
