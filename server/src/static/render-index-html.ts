import { NONCE_SLOT } from './nonced-page';

/**
 * JSON that is safe inside a <script> element: no `</script>`, no comment openers, no line separators, and no
 * `%`, so no value can spell the nonce slot and be given the response's nonce.
 */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/%/g, '\\u0025')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Inlines the import map (native import maps must be inline to be used before any module loads) and the client
 * configuration (so the SPA knows its API root and issuer without a round trip) into the built index.html.
 * Every inline script or style written here carries `nonce="${NONCE_SLOT}"` (the CSP allows no other, and under
 * its 'strict-dynamic' a `<link rel="modulepreload">` needs the nonce too); sendNoncedPage fills it in.
 */
export function renderIndexHtml(template: string, importMap: object, clientConfig: object): string {
  return template
    .replace('<!-- @importmap -->', () => `<script type="importmap" nonce="${NONCE_SLOT}">${scriptSafeJson(importMap)}</script>`)
    .replace(
      '<!-- @client-config -->',
      () => `<script type="application/json" id="farm-client-config">${scriptSafeJson(clientConfig)}</script>`,
    );
}
