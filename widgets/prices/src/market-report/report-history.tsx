import styled from '@emotion/styled';
import { formatDate } from '@farm/core';
import { MARKET_REPORT_HISTORY_PAGE_SIZE, marketReportsQuery, type MarketReportSummary } from '@farm/area-content';
import { BoxedList, Button, EmptyState, Loader, Pager } from '@farm/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { serverMessage } from './server-message';

export type OpenMode = 'continue' | 'copy';

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
`;

const Details = styled.div`
  flex: 1 1 16rem;
  min-width: 0;
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  p + p {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Status = styled.span<{ published: boolean }>`
  display: inline-block;
  margin-right: ${({ theme }) => theme.space(2)};
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: 10px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primaryText};
  background: ${({ theme, published }) => (published ? theme.colors.success : theme.colors.muted)};
`;

const when = (at: string) => `${formatDate(at)} at ${formatDate(at, 'time')}`;

function describe(report: MarketReportSummary): string {
  if (report.publishedAt) return `Published ${when(report.publishedAt)} by ${report.publishedBy}`;
  return `Saved ${when(report.updatedAt)} by ${report.updatedBy}`;
}

/** Past reports, newest first and paged on the server: a draft opens to carry on; a published one is copied. */
export function ReportHistory({ onOpen }: { onOpen: (id: string, mode: OpenMode) => void }) {
  const [page, setPage] = useState(1);
  const reports = useQuery(marketReportsQuery(page, MARKET_REPORT_HISTORY_PAGE_SIZE));

  let body;
  if (reports.isPending) body = <Loader label="Loading past reports…" />;
  else if (reports.isError) body = <EmptyState title="Past reports could not be loaded.">{serverMessage(reports.error)}</EmptyState>;
  else if (reports.data.reports.length === 0) body = <EmptyState title="No reports yet." />;
  else
    body = (
      <BoxedList>
        {reports.data.reports.map((report) => {
          const published = report.status === 'published';
          return (
            <Item key={report.id}>
              <Details>
                <p>
                  <Status published={published}>{published ? 'Published' : 'Draft'}</Status>
                  <strong>{report.title}</strong>
                </p>
                <p>{describe(report)}</p>
              </Details>
              <Button
                type="button"
                variant="secondary"
                onClick={() => onOpen(report.id, published ? 'copy' : 'continue')}
                aria-label={`${published ? 'Copy into a new draft' : 'Continue editing'}: ${report.title}`}
              >
                {published ? 'Copy into a new draft' : 'Continue editing'}
              </Button>
            </Item>
          );
        })}
      </BoxedList>
    );

  return (
    <section aria-labelledby="market-report-history-title">
      <h3 id="market-report-history-title">Past reports</h3>
      {body}
      {reports.data && <Pager label="Past reports pages" page={page} total={reports.data.total} pageSize={MARKET_REPORT_HISTORY_PAGE_SIZE} onPage={setPage} />}
    </section>
  );
}
