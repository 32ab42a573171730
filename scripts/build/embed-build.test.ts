import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { catalogue } from '../../widgets/weather/src/elements/catalogue';
import { embedBuildOptions, embedEntries } from './embed-build.mjs';
import { PLACEHOLDERS, renderCataloguePage, snippetOf } from './embed-catalogue-page.mjs';

describe('embed build', () => {
  it('finds each widget embed entry by its tag', () => {
    assert.deepEqual(
      embedEntries().find((entry) => entry.tag === 'farm-weather'),
      { tag: 'farm-weather', widget: 'weather', entry: 'widgets/weather/src/embed/farm-weather.ts' },
    );
    assert.ok(embedEntries().every((entry) => /^farm-[a-z0-9-]+$/.test(entry.tag)));
  });

  it('is one split build with stable entry names, hashed chunks, nothing external and jitless zod', () => {
    const options = embedBuildOptions('/tmp/web', false, [{ tag: 'farm-a', widget: 'a', entry: 'widgets/a/src/embed/farm-a.ts' }]);
    assert.deepEqual(options.entryPoints, { 'farm-a': 'widgets/a/src/embed/farm-a.ts' });
    assert.equal(options.splitting, true);
    assert.equal(options.entryNames, '[name]');
    assert.equal(options.chunkNames, 'chunks/[name]-[hash]');
    assert.equal(options.external, undefined);
    assert.equal(options.minify, true);
    assert.equal(options.sourcemap, 'linked');
    assert.match(options.banner?.js ?? '', /__zod_globalConfig.*jitless = true/);
    assert.equal(options.outdir, '/tmp/web/embed');
  });
});

describe('embed catalogue page', () => {
  const weather = catalogue[0]!;

  it('writes a snippet with the script on our public address and a partner key to fill in', () => {
    assert.equal(
      snippetOf(weather, 'https://portal.example'),
      '<script type="module" src="https://portal.example/embed/farm-weather.js"></script>\n' +
        '<farm-weather postcode="CB21 5XE" variant="page" partner-key="YOUR-PARTNER-KEY"></farm-weather>',
    );
    assert.doesNotMatch(snippetOf({ tag: 'farm-x-calculator', example: { units: 'acres' }, needsPartnerKey: false }), /partner-key/);
  });

  it('shows every element live with the preview key and the nonce, its attributes, events and snippet', () => {
    const html = renderCataloguePage([...catalogue]);
    assert.match(
      html,
      new RegExp(`<farm-weather postcode="CB21 5XE" variant="page" partner-key="${PLACEHOLDERS.partnerKey}" nonce="${PLACEHOLDERS.nonce}"></farm-weather>`),
    );
    assert.match(html, new RegExp(`<script type="module" nonce="${PLACEHOLDERS.nonce}" src="/embed/farm-weather.js"></script>`));
    assert.match(html, /<code>farm-weather-load<\/code>/);
    assert.match(html, /<code>partner-key<\/code>/);
    assert.match(html, /&lt;farm-weather postcode=&quot;CB21 5XE&quot;/);
    // Nothing inline that a nonce CSP would block: every style and script element carries the nonce.
    assert.doesNotMatch(html, / style="/);
    assert.equal(html.match(/<script/g)?.length, html.match(new RegExp(`<script[^>]*nonce="${PLACEHOLDERS.nonce}"`, 'g'))?.length);
    assert.equal(html.match(/<style/g)?.length, html.match(new RegExp(`<style nonce="${PLACEHOLDERS.nonce}"`, 'g'))?.length);
  });

  it('escapes text from the catalogue', () => {
    const html = renderCataloguePage([{ tag: 'farm-x', title: '<b>X</b>', description: 'a & b', attributes: [], events: [], example: {} }]);
    assert.match(html, /&lt;b&gt;X&lt;\/b&gt;/);
    assert.match(html, /a &amp; b/);
  });
});
