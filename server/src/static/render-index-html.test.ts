import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { PagePreloads } from './preload-links';
import { renderIndexHtml } from './render-index-html';

const template = '<head><!-- @importmap --><!-- @preloads --></head><body><!-- @client-config --><div id="root"></div></body>';
const noPreloads: PagePreloads = { always: [], signedIn: [] };
const render = (clientConfig: object, preloads = noPreloads, importMap: object = { imports: {} }) =>
  renderIndexHtml(template, { importMap, clientConfig, preloads });
const configJson = (html: string) => JSON.parse(/id="farm-client-config">(.*?)<\/script>/.exec(html)?.[1] ?? '') as unknown;

describe('renderIndexHtml', () => {
  it('inlines the import map, with the nonce slot, and the client configuration in place of the markers', () => {
    const html = render({ apiRoot: '/api' }, noPreloads, { imports: { react: '/assets/react-1a2b.js' } });
    assert.equal(
      html,
      '<head><script type="importmap" nonce="%%NONCE%%">{"imports":{"react":"/assets/react-1a2b.js"}}</script></head>' +
        '<body><script type="application/json" id="farm-client-config">{"apiRoot":"/api"}</script><div id="root"></div></body>',
    );
  });

  it('escapes JSON so a value cannot close the script element', () => {
    const html = render({ support: { email: '</script><script>alert(1)</script>' } });
    assert.ok(!html.includes('</script><script>alert'));
    assert.ok(html.includes('\\u003c/script\\u003e'));
    assert.deepEqual(configJson(html), { support: { email: '</script><script>alert(1)</script>' } });
  });

  it('escapes % in the JSON, so no configured value can spell the nonce slot and be given the nonce', () => {
    const html = render({ support: { email: '%%NONCE%%' } }, noPreloads, { imports: { x: '/assets/a%20b.js' } });
    assert.equal(html.match(/%%NONCE%%/g)?.length, 1, 'only the import map tag has the slot');
    assert.deepEqual(configJson(html), { support: { email: '%%NONCE%%' } });
    const map = /type="importmap"[^>]*>(.*?)<\/script>/.exec(html)?.[1] ?? '';
    assert.deepEqual(JSON.parse(map), { imports: { x: '/assets/a%20b.js' } });
  });

  it('does not treat $ sequences in the JSON as replacement patterns', () => {
    const html = render({ text: "$& $' $`" });
    assert.deepEqual(configJson(html), { text: "$& $' $`" });
    assert.ok(html.includes('<div id="root">'));
  });

  it('lists nonced modulepreload links after the import map, and the signed-in modules only in the session check', () => {
    const html = render({}, { always: ['/assets/root-config/root-config-A.js'], signedIn: ['/assets/shared/farm-core-B.js'] });
    const head = html.slice(0, html.indexOf('</head>'));
    const link = '<link rel="modulepreload" nonce="%%NONCE%%" href="/assets/root-config/root-config-A.js">';
    assert.ok(head.indexOf('<script type="importmap"') < head.indexOf(link));
    assert.ok(!head.includes('href="/assets/shared/farm-core-B.js"'));
    const check = /<script nonce="%%NONCE%%">(.*?)<\/script>/s.exec(head)?.[1] ?? '';
    assert.match(check, /oidc\.user:/);
    assert.ok(check.includes('["/assets/shared/farm-core-B.js"]'));
  });
});
