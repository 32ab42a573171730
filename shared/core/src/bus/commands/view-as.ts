import { ApiError, configureApi } from '../../api';
import { endViewAs } from '../../api/view-as/end-view-as';
import { startViewAs } from '../../api/view-as/start-view-as';
import { paths } from '../../routes';
import { clearViewAs, readViewAs, writeViewAs, type ViewingAs } from '../../storage/view-as-storage';

type PageLoader = (path: string) => void;

/**
 * A full page load, not a route change: every widget, query cache and bus value starts again in the view the
 * tab now has, so nothing of the staff member's own view shows inside the customer's, or the other way round.
 */
const loadPageAfresh: PageLoader = (path) => window.location.assign(path);
let loadPage = loadPageAfresh;

/** Tests load no page: they pass a stub, and undefined to restore the real load. */
export function setViewAsPageLoader(loader: PageLoader | undefined): void {
  loadPage = loader ?? loadPageAfresh;
}

/** Back to the staff member's own view on the dashboard: the tab forgets the business it was viewing. */
function leaveCustomerView(): void {
  clearViewAs();
  loadPage(paths.dashboard);
}

/** Opens a business as its customers see it (audited on the server), then loads its dashboard. */
export async function viewAsCustomer(account: string): Promise<void> {
  const session = await startViewAs(account);
  writeViewAs({ sessionId: session.id, account: session.account, accountName: session.accountName });
  loadPage(paths.dashboard);
}

/**
 * Ends the view-as session on the server, then leaves it. A refusal (it had ended, or is not this staff member's)
 * leaves as well; a network or server failure rejects and keeps the view, so the staff member can try again
 * and the session's record does not stay open unseen.
 */
export async function stopViewingAs(): Promise<void> {
  const viewing = readViewAs();
  if (viewing) {
    try {
      await endViewAs(viewing.sessionId);
    } catch (error) {
      const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
      if (!refused) throw error;
    }
  }
  leaveCustomerView();
}

/** The API sends the tab's view-as session on every call, and a session the server has ended ends the view. */
export function configureViewAs(): ViewingAs | undefined {
  configureApi({ getViewAs: () => readViewAs()?.sessionId, onViewAsEnded: leaveCustomerView });
  return readViewAs();
}
