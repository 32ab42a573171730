import { paths, session$ } from '@farm/core';
import { Page, PageHeader, RouteLink, useBusValue } from '@farm/ui';
import { LatestReport } from './latest-report';
import { ReportEditor } from './report-editor';

/**
 * myc/market-report (spec 2 §2): the latest market report for every user of crop marketing; supplier staff also
 * get the editor, where traders write, preview and publish it.
 */
export function MarketReportPage() {
  const session = useBusValue(session$);
  return (
    <Page aria-labelledby="market-report-title">
      <PageHeader>
        <h1 id="market-report-title">Market Report</h1>
        <RouteLink path={paths.cropMarketing}>‹ Back to Crop Marketing</RouteLink>
      </PageHeader>
      <LatestReport />
      {session?.internal && <ReportEditor />}
    </Page>
  );
}
