import { acceptTermsRoute } from './accept-terms';
import { downtimeRoutes } from './downtime';
import { getReleaseNotes } from './get-release-notes';
import { legalPages } from './legal-pages';
import { releaseNoteState } from './release-note-state';
import { videoAndMenus } from './video-and-menus';
import { writeReleaseNotes } from './write-release-notes';
import { writeCalculatorData } from './write-calculator-data';
import type { PortalModule } from '../portal-module';

export { sanitiseRichText } from './sanitise-rich-text';
export { findDowntimeContent } from './content-queries';
export { releaseNotificationsFor } from './release-notifications';
export { publicCalculatorRoutes } from './get-calculator-data';
export { limusProductRow } from './calculator-queries';

/** The content service (spec 1 §7) and the user's own content state: release notes, legal pages, downtime. */
/** What staff edit and everyone reads: release notes, legal pages, downtime, videos, menus, calculators' data. */
export const contentModule: PortalModule = async (app, services) => {
  getReleaseNotes(app, services);
  writeReleaseNotes(app, services);
  legalPages(app, services);
  downtimeRoutes(app, services);
  videoAndMenus(app, services);
  releaseNoteState(app, services);
  acceptTermsRoute(app, services);
  writeCalculatorData(app, services);
};
