import type { ApiApp, ApiDeps } from '../../http';
import { acceptTermsRoute } from './accept-terms';
import { downtimeRoutes } from './downtime';
import { getReleaseNotes } from './get-release-notes';
import { legalPages } from './legal-pages';
import { releaseNoteState } from './release-note-state';
import { videoAndMenus } from './video-and-menus';
import { writeReleaseNotes } from './write-release-notes';
import { writeCalculatorData } from './write-calculator-data';

export { sanitiseRichText } from './sanitise-rich-text';
export { findDowntimeContent } from './content-queries';
export { releaseNotificationsFor } from './release-notifications';
export { publicCalculatorRoutes } from './get-calculator-data';
export { limusProductRow } from './calculator-queries';

/** The content service (spec 1 §7) and the user's own content state: release notes, legal pages, downtime. */
export function contentRoutes(app: ApiApp, deps: ApiDeps): void {
  getReleaseNotes(app, deps);
  writeReleaseNotes(app, deps);
  legalPages(app, deps);
  downtimeRoutes(app, deps);
  videoAndMenus(app, deps);
  releaseNoteState(app, deps);
  acceptTermsRoute(app, deps);
  writeCalculatorData(app, deps);
}
