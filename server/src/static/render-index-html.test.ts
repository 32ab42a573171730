import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderIndexHtml } from './render-index-html';

const template = '<head><!-- @importmap --></head><body><!-- @client-config --><div id="root"></div></body>';

describe('renderIndexHtml', () => {
  it('inlines the import map, with the nonce slot, and the client configuration in place of the markers', () => {
    const html = renderIndexHtml(template, { imports: { react: '/assets/react-1a2b.js' } }, { apiRoot: '/api' });
    assert.equal(
      html,
      '<head><script type="importmap" nonce="%%NONCE%%">{"imports":{"react":"/assets/react-1a2b.js"}}</script></head>' +
        '<body><script type="application/json" id="farm-client-config">{"apiRoot":"/api"}</script><div id="root"></div></body>',
    );
  });

  it('escapes JSON so a value cannot close the script element', () => {
    const html = renderIndexHtml(template, { imports: {} }, { support: { email: '</script><script>alert(1)</script>' } });
    assert.ok(!html.includes('</script><script>alert'));
    assert.ok(html.includes('\\u003c/script\\u003e'));
    const json = /id="farm-client-config">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    assert.deepEqual(JSON.parse(json), { support: { email: '</script><script>alert(1)</script>' } });
  });

  it('escapes % in the JSON, so no configured value can spell the nonce slot and be given the nonce', () => {
    const html = renderIndexHtml(template, { imports: { x: '/assets/a%20b.js' } }, { support: { email: '%%NONCE%%' } });
    assert.equal(html.match(/%%NONCE%%/g)?.length, 1, 'only the import map tag has the slot');
    const json = /id="farm-client-config">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    assert.deepEqual(JSON.parse(json), { support: { email: '%%NONCE%%' } });
    const map = /type="importmap"[^>]*>(.*?)<\/script>/.exec(html)?.[1] ?? '';
    assert.deepEqual(JSON.parse(map), { imports: { x: '/assets/a%20b.js' } });
  });

  it('does not treat $ sequences in the JSON as replacement patterns', () => {
    const html = renderIndexHtml(template, { imports: {} }, { text: "$& $' $`" });
    const json = /id="farm-client-config">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    assert.deepEqual(JSON.parse(json), { text: "$& $' $`" });
    assert.ok(html.includes('<div id="root">'));
  });
});
