import { account$, paths } from '@farm/core';
import { alertContactPreferencesQuery, loadNotificationPreferencesQuery, priceAlertsKey, priceAlertsQuery } from '@farm/area-alerts';
import { EmptyState, Loader, Page, PageHeader, RouteLink, ServerErrorDialog, useBusValue, useRefreshOnMarketTick, useServerErrorDialog } from '@farm/ui';
import { useQuery } from '@tanstack/react-query';
import { ContactPreferences } from './contact/contact-preferences';
import { LoadNotificationPreferencesForm } from './contact/load-notification-preferences';
import { AlertHistory } from './history/alert-history';
import { AlertsList } from './list/alerts-list';
import { Section } from './lib/page-layout';

const LOAD_FAILED = 'Your price alerts could not be loaded.';

/** One business's alerts, contact preferences, load notifications and alert history. */
function AccountAlerts({ reference }: { reference: string }) {
  // A fired alert shows as fired without a reload: it fires on a tick, which arrives once it is stored.
  const { refetchInterval } = useRefreshOnMarketTick(priceAlertsKey(reference), true);
  const alerts = useQuery({ ...priceAlertsQuery(reference), refetchInterval });
  const preferences = useQuery(alertContactPreferencesQuery(reference));
  const loadNotifications = useQuery(loadNotificationPreferencesQuery(reference));
  const failures = useServerErrorDialog([alerts.error, preferences.error, loadNotifications.error]);

  let list;
  if (alerts.isPending) list = <Loader label="Loading your price alerts…" />;
  else if (alerts.isError) list = <EmptyState title={LOAD_FAILED} />;
  else list = <AlertsList reference={reference} alerts={alerts.data} />;

  return (
    <>
      <Section aria-label="Your price alerts">{list}</Section>
      <Section aria-labelledby="alert-contact-preferences">
        <h2 id="alert-contact-preferences">Alert contact preferences</h2>
        {preferences.data ? (
          <ContactPreferences reference={reference} saved={preferences.data} />
        ) : preferences.isError ? (
          <EmptyState title="Your alert contact preferences could not be loaded." />
        ) : (
          <Loader label="Loading your contact preferences…" />
        )}
      </Section>
      <Section aria-labelledby="load-notifications">
        <h2 id="load-notifications">Notifications</h2>
        {loadNotifications.data ? (
          <LoadNotificationPreferencesForm reference={reference} saved={loadNotifications.data} />
        ) : loadNotifications.isError ? (
          <EmptyState title="Your notification choices could not be loaded." />
        ) : (
          <Loader label="Loading your notification choices…" />
        )}
      </Section>
      <Section aria-labelledby="alert-history">
        <h2 id="alert-history">Alert history</h2>
        <AlertHistory reference={reference} />
      </Section>
      <ServerErrorDialog open={failures.open} onClose={failures.close} />
    </>
  );
}

/**
 * The price alerts page (/dashboard/myc/alerts). A business switch starts it afresh: what it shows and the
 * dialogs it has open belong to the business that was selected (spec 2 §4).
 */
export function AlertsPage() {
  const account = useBusValue(account$);
  return (
    <Page aria-labelledby="alerts-title">
      <PageHeader>
        <h1 id="alerts-title">Price alerts</h1>
        <RouteLink path={paths.cropMarketing}>Back to Crop Marketing</RouteLink>
      </PageHeader>
      {account ? <AccountAlerts key={account.reference} reference={account.reference} /> : <Loader label="Loading your business…" />}
    </Page>
  );
}
