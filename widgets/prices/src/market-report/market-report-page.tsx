import styled from '@emotion/styled';
import { paths, session$ } from '@farm/core';
import { media, RouteLink, useBusValue } from '@farm/ui';
import { LatestReport } from './latest-report';
import { ReportEditor } from './report-editor';

const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(6)};
  ${media.mobile} {
    padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)};
  }
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(6)};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    color: ${({ theme }) => theme.colors.primary};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primary};
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/**
 * myc/market-report (spec 2 §2): the latest market report for every user of crop marketing; supplier staff also
 * get the editor, where traders write, preview and publish it.
 */
export function MarketReportPage() {
  const session = useBusValue(session$);
  return (
    <Page aria-labelledby="market-report-title">
      <Header>
        <h1 id="market-report-title">Market Report</h1>
        <RouteLink path={paths.cropMarketing}>‹ Back to Crop Marketing</RouteLink>
      </Header>
      <LatestReport />
      {session?.internal && <ReportEditor />}
    </Page>
  );
}
