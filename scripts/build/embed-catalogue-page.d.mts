import type { EmbedElementDoc } from '../../shared/ui/src/widget/embed-catalogue';

export const PLACEHOLDERS: { nonce: string; partnerKey: string; publicUrl: string };
export function snippetOf(doc: Pick<EmbedElementDoc, 'tag' | 'example' | 'needsPartnerKey'>, publicUrl?: string): string;
export function renderCataloguePage(docs: Array<Partial<EmbedElementDoc> & { tag: string }>): string;
