/** JSON that is safe inside a <script> element: no `</script>`, no comment openers, no line separators. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Inlines the import map (native import maps must be inline to be used before any module loads) and the client
 * configuration (so the SPA knows its API root and issuer without a round trip) into the built index.html.
 */
export function renderIndexHtml(template: string, importMap: object, clientConfig: object): string {
  return template
    .replace('<!-- @importmap -->', () => `<script type="importmap">${scriptSafeJson(importMap)}</script>`)
    .replace(
      '<!-- @client-config -->',
      () => `<script type="application/json" id="farm-client-config">${scriptSafeJson(clientConfig)}</script>`,
    );
}
