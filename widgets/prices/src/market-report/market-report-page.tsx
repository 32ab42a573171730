/** myc/market-report (spec 2 §2): the latest market report. */
export function MarketReportPage() {
  return <section aria-label="Market report" />;
}
