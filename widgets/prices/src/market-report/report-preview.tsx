import styled from '@emotion/styled';
import { marketReportPreviewQuery } from '@farm/area-content';
import { useDebouncedValue } from '@farm/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ReportArticle } from './report-article';
import { serverMessage } from './server-message';

/** Long enough that a typist's next key usually comes first; short enough to feel live. */
const PREVIEW_DELAY_MS = 400;

const Status = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  min-height: 1.5em;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Failure = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * The live preview: the server renders the markdown with the very function a publish stores (so script and
 * event handlers are already gone), and the article shows it as farmers will see it.
 */
export function ReportPreview({ title, markdown }: { title: string; markdown: string }) {
  const settled = useDebouncedValue(markdown, PREVIEW_DELAY_MS);
  const preview = useQuery({ ...marketReportPreviewQuery(settled), placeholderData: keepPreviousData, staleTime: Infinity });
  const behind = settled !== markdown || preview.isFetching;
  return (
    <section aria-labelledby="market-report-preview-title">
      <h3 id="market-report-preview-title">Preview: what farmers will see</h3>
      {preview.isError ? (
        <Failure role="alert">The preview could not be shown: {serverMessage(preview.error)}</Failure>
      ) : (
        <Status aria-live="polite">{behind ? 'Updating the preview…' : 'The preview is up to date.'}</Status>
      )}
      <ReportArticle title={title.trim() || 'Untitled report'} publishedAt={null} html={preview.data ?? ''} titleAs="h4" />
    </section>
  );
}
