import { escapeHtml } from '../../http/escape-html';

/** Placeholders the build writes into embed/index.html (scripts/build/embed-build.mjs), filled per request. */
export const CATALOGUE_PLACEHOLDERS = { nonce: '%%NONCE%%', partnerKey: '%%PARTNER_KEY%%', publicUrl: '%%PUBLIC_URL%%' } as const;


export interface CatalogueValues {
  nonce: string;
  partnerKey: string;
  publicUrl: string;
}

/** The catalogue page with this request's nonce, the preview partner key and the public address in the snippets. */
export function renderCatalogue(template: string, values: CatalogueValues): string {
  return template
    .replaceAll(CATALOGUE_PLACEHOLDERS.nonce, () => escapeHtml(values.nonce))
    .replaceAll(CATALOGUE_PLACEHOLDERS.partnerKey, () => escapeHtml(values.partnerKey))
    .replaceAll(CATALOGUE_PLACEHOLDERS.publicUrl, () => escapeHtml(values.publicUrl));
}

/** The same strict policy we ask partners to be able to use: nonces only, no inline anything. */
export function catalogueCsp(nonce: string): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'nonce-${nonce}'`,
    "connect-src 'self'",
    "img-src 'self' data:",
    "base-uri 'none'",
    "object-src 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
