import styled from '@emotion/styled';
import { formatDate } from '@farm/core';
import { marketReportMessages } from '@farm/area-content';
import { EmptyState, SafeHtml } from '@farm/ui';

const Article = styled.article`
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  /* A markdown table's column alignment (figures to the right) over the rich text's left-aligned cells. */
  th[align='right'],
  td[align='right'] {
    text-align: right;
  }
  th[align='center'],
  td[align='center'] {
    text-align: center;
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.primary};
  overflow-wrap: anywhere;
`;

const Published = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

export interface ReportArticleProps {
  title: string;
  /** When it was published; null for a preview of a report not yet published. */
  publishedAt: string | null;
  html: string;
  /** The title's heading level: h2 on the page, lower inside the editor's preview section. */
  titleAs?: 'h2' | 'h3' | 'h4';
}

/**
 * A market report as farmers read it: title, date and the sanitised HTML. The editor's preview renders through
 * this same component, so staff see exactly what farmers will.
 */
export function ReportArticle({ title, publishedAt, html, titleAs = 'h2' }: ReportArticleProps) {
  return (
    <Article aria-label={title}>
      <Title as={titleAs}>{title}</Title>
      <Published>
        {publishedAt ? (
          <>
            Published{' '}
            <time dateTime={publishedAt}>
              {formatDate(publishedAt)} at {formatDate(publishedAt, 'time')}
            </time>
          </>
        ) : (
          'Not yet published'
        )}
      </Published>
      {html.trim() ? <SafeHtml html={html} /> : <EmptyState title={marketReportMessages.noContent} />}
    </Article>
  );
}
