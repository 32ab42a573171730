import styled from '@emotion/styled';
import { clientConfig, errorMessageFor } from '@farm/core';
import { type LegalSlug } from '@farm/area-content';
import { legalPageQuery } from '@farm/area-content';
import { Loader, SafeHtml } from '@farm/ui';
import { useQuery } from '@tanstack/react-query';

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.text};
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

export interface LegalDocumentProps {
  slug: LegalSlug;
  /** The heading level of the page title: h1 when it is the page's own title. */
  titleAs?: 'h1' | 'h2';
  /** Leave the title out when the page heading already says it. */
  hideTitle?: boolean;
}

/** One legal page from the content service: its title and its rich text, sanitised. */
export function LegalDocument({ slug, titleAs = 'h2', hideTitle = false }: LegalDocumentProps) {
  const page = useQuery(legalPageQuery(slug));
  if (page.isPending) return <Loader label="Loading…" />;
  if (page.isError) return <ErrorText role="alert">{errorMessageFor(page.error, clientConfig().support)}</ErrorText>;
  return (
    <article aria-label={page.data.title}>
      {!hideTitle && <Title as={titleAs}>{page.data.title}</Title>}
      <SafeHtml html={page.data.content} />
    </article>
  );
}
