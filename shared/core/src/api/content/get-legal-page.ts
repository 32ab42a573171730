import * as z from 'zod';
import { legalPageSchema, type LegalPage, type LegalSlug } from '../../domain';
import { apiRequest } from '../api-request';

const schema = z.object({ page: legalPageSchema });

/** GET /content/legal/{slug}: a legal page's title and rich text (sanitise it again before rendering). */
async function getLegalPage(slug: LegalSlug): Promise<LegalPage> {
  return (await apiRequest(`/content/legal/${slug}`, { schema })).page;
}

export const legalPageQuery = (slug: LegalSlug) => ({ queryKey: ['content', 'legal', slug] as const, queryFn: () => getLegalPage(slug) });
