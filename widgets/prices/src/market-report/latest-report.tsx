import { marketCommentaryQuery, marketReportMessages } from '@farm/area-content';
import { EmptyState, Loader } from '@farm/ui';
import { useQuery } from '@tanstack/react-query';
import { ReportArticle } from './report-article';

/** Spec 2 §2: the latest published market report, or one of its three messages. */
export function LatestReport() {
  const commentary = useQuery(marketCommentaryQuery());
  if (commentary.isPending) return <Loader label="Loading the market report…" />;
  if (commentary.isError) return <EmptyState title={marketReportMessages.loadError} />;
  const report = commentary.data;
  if (!report) return <EmptyState title={marketReportMessages.notFound} />;
  return <ReportArticle title={report.title} publishedAt={report.publishedAt} html={report.html} />;
}
