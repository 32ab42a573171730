import type { Migration } from 'kysely';
import * as initial from './0001-initial';
import * as access from './0002-access';
import * as content from './0003-content';
import * as emailPreferences from './0005-email-preferences';
import * as calculators from './0006-calculators';
import * as partners from './0007-partners';
import * as rateLimits from './0008-rate-limits';
import * as databaseSettings from './0009-database-settings';
import * as failureCounters from './0010-failure-counters';
import * as dataVersion from './0011-data-version';
import * as cropMarketing from './0012-crop-marketing';
import * as selling from './0013-selling';
import * as futuresHistory from './0014-futures-history';
import * as marketReports from './0015-market-reports';
import * as priceAlerts from './0016-price-alerts';
import * as accountUsers from './0017-account-users';
import * as myAccount from './0018-my-account';
import * as movements from './0019-movements';
import * as samplesParcels from './0020-samples-parcels';
import * as reconciledFigures from './0021-reconciled-figures';
import * as invitations from './0022-invitations';
import * as alertDestinations from './0023-alert-destinations';
import * as sessionRevocations from './0024-session-revocations';
import * as watchedPartners from './0025-watched-partners';
import * as integrationClients from './0026-integration-clients';
import * as integrationRecords from './0027-integration-records';
import * as loadNotifications from './0028-load-notifications';
import * as sellingPauses from './0029-selling-pauses';
import * as priceDesk from './0030-price-desk';
import * as leadInvitations from './0031-lead-invitations';
import * as priceSheet from './0032-price-sheet-and-trading-hours';
import * as externalIntegrationClients from './0033-external-integration-clients';

/** Migrations live in code (not files read at run time) so the same list runs under tsx, a bundle, or tests. */
export const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-access': access,
  '0003-content': content,
  '0005-email-preferences': emailPreferences,
  '0006-calculators': calculators,
  '0007-partners': partners,
  '0008-rate-limits': rateLimits,
  '0009-database-settings': databaseSettings,
  '0010-failure-counters': failureCounters,
  '0011-data-version': dataVersion,
  '0012-crop-marketing': cropMarketing,
  '0013-selling': selling,
  '0014-futures-history': futuresHistory,
  '0015-market-reports': marketReports,
  '0016-price-alerts': priceAlerts,
  '0017-account-users': accountUsers,
  '0018-my-account': myAccount,
  '0019-movements': movements,
  '0020-samples-parcels': samplesParcels,
  '0021-reconciled-figures': reconciledFigures,
  '0022-invitations': invitations,
  '0023-alert-destinations': alertDestinations,
  '0024-session-revocations': sessionRevocations,
  '0025-watched-partners': watchedPartners,
  '0026-integration-clients': integrationClients,
  '0027-integration-records': integrationRecords,
  '0028-load-notifications': loadNotifications,
  '0029-selling-pauses': sellingPauses,
  '0030-price-desk': priceDesk,
  '0031-lead-invitations': leadInvitations,
  '0032-price-sheet-and-trading-hours': priceSheet,
  '0033-external-integration-clients': externalIntegrationClients,
};
