// A partner's website for the embed spec, on its own origin: hostile global CSS, its own React 18 (from
// tests/foreign-page, a separate npm project), and a strict CSP with a fresh nonce on every page.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';

const foreignModules = path.resolve(import.meta.dirname, '../../foreign-page/node_modules');
const vendor: Record<string, string> = {
  '/vendor/react.js': path.join(foreignModules, 'react/umd/react.production.min.js'),
  '/vendor/react-dom.js': path.join(foreignModules, 'react-dom/umd/react-dom.production.min.js'),
};

/** The CSS a careless partner site might have: it would wreck any widget it reached. */
const HOSTILE_CSS = '* { font: 30px serif !important; color: red !important; }';

export interface ForeignPageOptions {
  /** Where our server is (the embed scripts and the API). */
  portal: string;
  /** The custom elements to put on the page, as HTML with a `NONCE` placeholder. */
  elements: string;
  /** The embed scripts to load, by tag. */
  tags: string[];
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

function pageHtml(nonce: string, { portal, elements, tags }: ForeignPageOptions): string {
  const scripts = tags.map((tag) => `<script type="module" nonce="${nonce}" src="${portal}/embed/${tag}.js"></script>`).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<title>Fenland Grain Co-op</title>
<style nonce="${nonce}">${HOSTILE_CSS} farm-weather, farm-prices, farm-market-chart, [data-embed] { margin: 16px 0; }</style>
<script nonce="${nonce}">
  window.cspViolations = [];
  document.addEventListener('securitypolicyviolation', (e) => window.cspViolations.push(e.violatedDirective + ' ' + e.blockedURI));
  window.widgetEvents = [];
  for (const name of ['farm-weather-load', 'calculated']) {
    document.addEventListener(name, (e) => window.widgetEvents.push({ name, tag: e.target.tagName.toLowerCase(), id: e.target.id, detail: e.detail }));
  }
</script>
<script nonce="${nonce}" src="/vendor/react.js"></script>
<script nonce="${nonce}" src="/vendor/react-dom.js"></script>
</head>
<body>
<h1 id="partner-title">Fenland Grain Co-op</h1>
<p id="partner-text">Our own page text, in our own style.</p>
<div id="partner-react"></div>
${elements.replaceAll('NONCE', nonce)}
<script nonce="${nonce}">
  ReactDOM.createRoot(document.getElementById('partner-react')).render(
    React.createElement('p', { id: 'partner-react-text' }, 'Rendered by the partner page with React ' + React.version),
  );
</script>
${scripts}
</body>
</html>`;
}

function foreignCsp(nonce: string, portal: string): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'nonce-${nonce}'`,
    `connect-src ${portal}`,
    `img-src ${portal} data:`,
    "object-src 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/** Serves GET / as the partner page (the same page on every host name the server answers to). */
export function startForeignServer(port: number, options: ForeignPageOptions): Promise<Server> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://foreign.invalid');
    const file = vendor[url.pathname];
    if (file) {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(readFileSync(file));
      return;
    }
    if (url.pathname !== '/') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end(`Not found: ${escapeHtml(url.pathname)}`);
      return;
    }
    const nonce = randomBytes(16).toString('base64');
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': foreignCsp(nonce, options.portal) })
      .end(pageHtml(nonce, options));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}
