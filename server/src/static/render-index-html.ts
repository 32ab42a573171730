import { escapeHtml } from '../http/escape-html';
import type { PagePreloads } from './preload-links';

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
 * Run in the page's head: asks for the signed-in modules at once when this tab holds a session (oidc-client-ts
 * keeps the user in sessionStorage under oidc.user:...) or is coming back from the provider. A signed-out visit
 * skips them and downloads only the sign-in path.
 */
const PRELOAD_WHEN_SIGNED_IN = `(urls) => {
  try {
    let signedIn = location.pathname === '/callback';
    for (let i = 0; !signedIn && i < sessionStorage.length; i++) signedIn = (sessionStorage.key(i) ?? '').startsWith('oidc.user:');
    if (!signedIn) return;
    for (const href of urls) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
  } catch {}
}`;

function renderPreloads({ always, signedIn }: PagePreloads): string {
  const links = always.map((url) => `<link rel="modulepreload" href="${escapeHtml(url)}">`).join('');
  return signedIn.length ? `${links}<script>(${PRELOAD_WHEN_SIGNED_IN})(${scriptSafeJson(signedIn)});</script>` : links;
}

export interface IndexHtmlParts {
  importMap: object;
  clientConfig: object;
  preloads: PagePreloads;
}

/**
 * Inlines the import map (native import maps must be inline to be used before any module loads), the client
 * configuration (so the SPA knows its API root and issuer without a round trip) and the modulepreload links of
 * the requested page (after the import map, which must come first) into the built index.html.
 */
export function renderIndexHtml(template: string, { importMap, clientConfig, preloads }: IndexHtmlParts): string {
  return template
    .replace('<!-- @importmap -->', () => `<script type="importmap">${scriptSafeJson(importMap)}</script>`)
    .replace('<!-- @preloads -->', () => renderPreloads(preloads))
    .replace(
      '<!-- @client-config -->',
      () => `<script type="application/json" id="farm-client-config">${scriptSafeJson(clientConfig)}</script>`,
    );
}
