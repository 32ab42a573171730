import type { ApiApp, ApiDeps } from '../../http';
import { getMarketingCommentary } from './get-marketing-commentary';
import { previewMarketReport } from './preview-market-report';
import { readMarketReports } from './read-market-reports';
import { writeMarketReports } from './write-market-reports';

export { renderMarketReport } from './render-market-report';

/** The market report (spec 2 §2, §7): farmers read the latest published one; staff write, preview and publish. */
export function marketReportRoutes(app: ApiApp, deps: ApiDeps): void {
  getMarketingCommentary(app, deps);
  previewMarketReport(app);
  readMarketReports(app, deps);
  writeMarketReports(app, deps);
}
