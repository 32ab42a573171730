import { accountUsersModule } from './account-users';
import { accountsModule } from './accounts';
import { auditModule } from './audit';
import { contentModule } from './content';
import { documentsModule } from './documents';
import { featuresModule } from './features';
import { marketDataModule } from './market-data';
import { marketReportModule } from './market-report';
import { myAccountModule } from './my-account';
import { notificationsModule } from './notifications';
import { onboardingModule } from './onboarding';
import type { PortalModule } from './portal-module';
import { preferencesModule } from './preferences';
import { priceAlertsModule } from './price-alerts';
import { priceDeskModule } from './price-desk';
import { samplesModule } from './samples';
import { sellingModule } from './selling';
import { standingOffersModule } from './standing-offers';
import { startupModule } from './startup';
import { usersModule } from './users';
import { viewAsModule } from './view-as';
import { weatherModule } from './weather';

/**
 * Every module of the signed-in API, registered in this order under /api (app.ts). Each is a Fastify plugin of one
 * signature (PortalModule), in server/src/modules/NAME/, whose files say the same thing in every module:
 *   index.ts           the plugin, and what other modules may use;
 *   *-routes.ts, or a file per route named for what it does (get-user.ts): the HTTP edge, its schemas and access;
 *   *-queries.ts       the data access (Kysely);
 *   *-service.ts       logic beyond reading and writing, where there is some (pricing, the weather cache);
 *   *.test.ts          its API and unit tests, beside what they test.
 * The public API for partner embeds (/api/public) is the partners module's own plugin, with its own guards.
 */
export const portalModules: readonly PortalModule[] = [
  accountsModule,
  usersModule,
  contentModule,
  marketReportModule,
  weatherModule,
  featuresModule,
  auditModule,
  onboardingModule,
  preferencesModule,
  viewAsModule,
  startupModule,
  marketDataModule,
  sellingModule,
  priceDeskModule,
  documentsModule,
  priceAlertsModule,
  standingOffersModule,
  notificationsModule,
  accountUsersModule,
  myAccountModule,
  samplesModule,
];
