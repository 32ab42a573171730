import { account$ } from '@farm/core';
import { Loader, mediaQueries, useBusValue, useMediaQuery } from '@farm/ui';
import { DocumentActionsProvider } from '@farm/ui/lists';
import { MovementsScreen } from './movements-screen';

/**
 * <farm-movements>: the movements of the business selected on the bus (account$), in My Account's Movements tab
 * or on a partner's page for a signed-in user. A business switch mounts the screen afresh (the key): it reloads
 * and starts again at page 1.
 */
export function MovementsRoot() {
  const account = useBusValue(account$);
  const mobile = useMediaQuery(mediaQueries.mobile);
  if (!account) return <Loader label="Loading your business…" />;
  return (
    <DocumentActionsProvider key={account.reference} reference={account.reference}>
      <MovementsScreen reference={account.reference} mobile={mobile} />
    </DocumentActionsProvider>
  );
}
