import type { LegalPage, LegalSlug } from '../domain/content-pages';
import { apiRequest } from '@farm/core';

/** GET /content/legal/{slug}: a legal page's title and rich text (sanitise it again before rendering). */
async function getLegalPage(slug: LegalSlug): Promise<LegalPage> {
  return (await apiRequest<{ page: LegalPage }>(`/content/legal/${slug}`)).page;
}

export const legalPageQuery = (slug: LegalSlug) => ({ queryKey: ['content', 'legal', slug] as const, queryFn: () => getLegalPage(slug) });
