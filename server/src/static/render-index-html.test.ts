import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { PagePreloads } from './preload-links';
import { renderIndexHtml } from './render-index-html';

const template = '<head><!-- @importmap --><!-- @preloads --></head><body><!-- @client-config --><div id="root"></div></body>';
const noPreloads: PagePreloads = { always: [], signedIn: [] };
const render = (clientConfig: object, preloads = noPreloads) =>
  renderIndexHtml(template, { importMap: { imports: {} }, clientConfig, preloads });
const configJson = (html: string) => JSON.parse(/id="farm-client-config">(.*?)<\/script>/.exec(html)?.[1] ?? '') as unknown;

describe('renderIndexHtml', () => {
  it('inlines the import map and the client configuration in place of the markers', () => {
    const html = renderIndexHtml(template, { importMap: { imports: { react: '/assets/react-1a2b.js' } }, clientConfig: { apiRoot: '/api' }, preloads: noPreloads });
    assert.equal(
      html,
      '<head><script type="importmap">{"imports":{"react":"/assets/react-1a2b.js"}}</script></head>' +
        '<body><script type="application/json" id="farm-client-config">{"apiRoot":"/api"}</script><div id="root"></div></body>',
    );
  });

  it('escapes JSON so a value cannot close the script element', () => {
    const html = render({ support: { email: '</script><script>alert(1)</script>' } });
    assert.ok(!html.includes('</script><script>alert'));
    assert.ok(html.includes('\\u003c/script\\u003e'));
    assert.deepEqual(configJson(html), { support: { email: '</script><script>alert(1)</script>' } });
  });

  it('does not treat $ sequences in the JSON as replacement patterns', () => {
    const html = render({ text: "$& $' $`" });
    assert.deepEqual(configJson(html), { text: "$& $' $`" });
    assert.ok(html.includes('<div id="root">'));
  });

  it('lists modulepreload links after the import map, and the signed-in modules only in the session check', () => {
    const html = render({}, { always: ['/assets/root-config/root-config-A.js'], signedIn: ['/assets/shared/farm-core-B.js'] });
    const head = html.slice(0, html.indexOf('</head>'));
    assert.ok(head.indexOf('<script type="importmap">') < head.indexOf('<link rel="modulepreload" href="/assets/root-config/root-config-A.js">'));
    assert.ok(!head.includes('<link rel="modulepreload" href="/assets/shared/farm-core-B.js">'));
    const check = /<script>(.*?)<\/script>/s.exec(head)?.[1] ?? '';
    assert.match(check, /oidc\.user:/);
    assert.ok(check.includes('["/assets/shared/farm-core-B.js"]'));
  });
});
