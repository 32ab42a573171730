import { escapeHtml } from '../../http/escape-html';
import { nonceSource } from '../../http';
import { NONCE_SLOT } from '../../static';

/**
 * Placeholders the build writes into embed/index.html (scripts/build/embed-catalogue-page.mjs). The preview key
 * and the public address are filled in here; the nonce, per response, by sendNoncedPage.
 */
export const CATALOGUE_PLACEHOLDERS = { nonce: NONCE_SLOT, partnerKey: '%%PARTNER_KEY%%', publicUrl: '%%PUBLIC_URL%%' } as const;

export interface CatalogueValues {
  partnerKey: string;
  publicUrl: string;
}

/** The catalogue page with the preview partner key and the public address in the snippets. */
export function renderCatalogue(template: string, values: CatalogueValues): string {
  return template
    .replaceAll(CATALOGUE_PLACEHOLDERS.partnerKey, () => escapeHtml(values.partnerKey))
    .replaceAll(CATALOGUE_PLACEHOLDERS.publicUrl, () => escapeHtml(values.publicUrl));
}

/** The same strict policy we ask partners to be able to use: nonces only, no inline anything. */
export const CATALOGUE_DIRECTIVES = {
  'default-src': ["'none'"],
  'script-src': [nonceSource, "'strict-dynamic'"],
  'style-src': [nonceSource],
  'connect-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'base-uri': ["'none'"],
  'object-src': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
};
