import { getMarketingCommentary } from './get-marketing-commentary';
import { previewMarketReport } from './preview-market-report';
import { readMarketReports } from './read-market-reports';
import { writeMarketReports } from './write-market-reports';
import type { PortalModule } from '../portal-module';

export { renderMarketReport } from './render-market-report';

/** The market report (spec 2 §2, §7): farmers read the latest published one; staff write, preview and publish. */
/** The market report: staff write and publish it, farmers read the latest. */
export const marketReportModule: PortalModule = async (app, services) => {
  getMarketingCommentary(app, services);
  previewMarketReport(app);
  readMarketReports(app, services);
  writeMarketReports(app, services);
};
