import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { CookieJar, createTestApp, openLoginPage, pkcePair, signIn, TEST_PUBLIC_URL, type TestApp } from '../testing';

let t: TestApp;
let staticDir: string;

const repoRoot = path.resolve(import.meta.dirname, '../../..');
// What the build writes: the real page template and dev page template, the catalogue's placeholders.
const files: Record<string, string> = {
  'index.html': '',
  'importmap.json': JSON.stringify({ imports: { '@farm/root-config': '/assets/root-config-abc123.js' } }),
  'dev/weather/index.html':
    '<!doctype html><meta property="csp-nonce" nonce="%%NONCE%%"><script type="importmap" nonce="%%NONCE%%">{"imports":{}}</script>' +
    '<style nonce="%%NONCE%%">p{}</style><script type="module" nonce="%%NONCE%%">import "@farm/weather";</script>',
  'embed/index.html':
    '<!doctype html><style nonce="%%NONCE%%">p{}</style><farm-weather partner-key="%%PARTNER_KEY%%" nonce="%%NONCE%%"></farm-weather>' +
    '<script type="module" nonce="%%NONCE%%" src="/embed/farm-weather.js"></script>',
  'embed/farm-weather.js': 'export const weather = 1;\n',
};

before(async () => {
  staticDir = await mkdtemp(path.join(tmpdir(), 'farm-web-'));
  files['index.html'] = await readFile(path.join(repoRoot, 'root-config/index.html'), 'utf8');
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(staticDir, name)), { recursive: true });
    await writeFile(path.join(staticDir, name), text);
  }
  t = await createTestApp({ STATIC_DIR: staticDir });
});
after(async () => {
  await t.close();
  await rm(staticDir, { recursive: true, force: true });
});

/** The nonce a response's policy allows scripts with; the same must be its styles'. */
function policyNonce(response: LightMyRequestResponse): string {
  const policy = String(response.headers['content-security-policy']);
  const script = /script-src 'nonce-([^']+)'/.exec(policy)?.[1];
  const style = /style-src 'nonce-([^']+)'/.exec(policy)?.[1];
  assert.ok(script, `a script nonce in ${policy}`);
  assert.equal(style, script, 'one nonce per response');
  assert.doesNotMatch(policy, /unsafe-inline/);
  return script;
}

/** Every nonce attribute in a page; each must be the response's. */
const nonceAttributes = (html: string) => [...html.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1]);

/** Every script and style element and the nonce meta: none may lack a nonce (a JSON data block never runs). */
const elementsNeedingNonce = (html: string) =>
  (html.match(/<(script|style)\b[^>]*>|<meta property="csp-nonce"[^>]*>/g) ?? []).filter((tag) => !tag.includes('type="application/json"'));

for (const [what, url] of [
  ['the single-page app', '/dashboard'],
  ['a dev page', '/dev/weather/'],
  ['the embed catalogue', '/embed/'],
] as const) {
  describe(`${what} (${url})`, () => {
    it("carries this response's nonce on every inline script and style, the one its policy names, fresh each time", async () => {
      const first = await t.app.inject({ url });
      const second = await t.app.inject({ url });
      assert.equal(first.statusCode, 200);
      assert.match(String(first.headers['content-type']), /^text\/html/);
      const nonce = policyNonce(first);
      assert.notEqual(policyNonce(second), nonce);
      assert.doesNotMatch(first.body, /%%NONCE%%/);
      const elements = elementsNeedingNonce(first.body);
      assert.ok(elements.length >= 2, `inline elements in ${url}`);
      for (const element of elements) assert.ok(element.includes(`nonce="${nonce}"`), `${element} has the nonce`);
      assert.deepEqual(new Set(nonceAttributes(first.body)), new Set([nonce]));
      assert.ok(second.body.includes(`nonce="${policyNonce(second)}"`));
    });

    it('revalidates with an ETag: 304 to a matching If-None-Match, with no new policy to replace the stored one', async () => {
      const first = await t.app.inject({ url });
      const etag = first.headers.etag as string;
      assert.match(etag, /^W\/"[\w-]+"$/);
      assert.equal(first.headers['cache-control'], 'no-cache');
      assert.equal((await t.app.inject({ url })).headers.etag, etag, 'the same ETag whatever the nonce');

      const again = await t.app.inject({ url, headers: { 'if-none-match': etag } });
      assert.equal(again.statusCode, 304);
      assert.equal(again.body, '');
      assert.equal(again.headers.etag, etag);
      assert.equal(again.headers['content-security-policy'], undefined);
      assert.equal(again.headers['x-content-type-options'], 'nosniff');

      const stale = await t.app.inject({ url, headers: { 'if-none-match': 'W/"an-older-page"' } });
      assert.equal(stale.statusCode, 200);
      assert.ok(stale.headers['content-security-policy']);
    });

    it('cannot be framed, and sends nosniff and the referrer policy', async () => {
      const response = await t.app.inject({ url });
      assert.match(String(response.headers['content-security-policy']), /frame-ancestors 'none'/);
      assert.equal(response.headers['x-frame-options'], 'DENY');
      assert.equal(response.headers['x-content-type-options'], 'nosniff');
      assert.equal(response.headers['referrer-policy'], 'strict-origin-when-cross-origin');
      assert.equal(response.headers['strict-transport-security'], undefined, `${TEST_PUBLIC_URL} is plain http`);
    });
  });
}

describe('the page and the import map', () => {
  it('get a new ETag when the import map changes (a deploy), so browsers fetch the new page', async () => {
    const before = (await t.app.inject({ url: '/' })).headers.etag;
    const map = path.join(staticDir, 'importmap.json');
    await writeFile(map, JSON.stringify({ imports: { '@farm/root-config': '/assets/root-config-def4567890.js' } }));
    try {
      const response = await t.app.inject({ url: '/', headers: { 'if-none-match': String(before) } });
      assert.equal(response.statusCode, 200);
      assert.notEqual(response.headers.etag, before);
      assert.match(response.body, /root-config-def4567890\.js/);
    } finally {
      await writeFile(map, files['importmap.json']!);
    }
  });

  it('/importmap.json revalidates with an ETag too', async () => {
    const first = await t.app.inject({ url: '/importmap.json' });
    assert.equal(first.statusCode, 200);
    assert.equal(first.headers['cache-control'], 'no-cache');
    assert.ok(first.headers.etag);
    const again = await t.app.inject({ url: '/importmap.json', headers: { 'if-none-match': String(first.headers.etag) } });
    assert.equal(again.statusCode, 304);
  });

  it('the SPA page gets the portal policy; the catalogue its own stricter one', async () => {
    const spa = String((await t.app.inject({ url: '/' })).headers['content-security-policy']);
    assert.match(spa, /default-src 'self'/);
    assert.match(spa, /connect-src 'self' http:\/\/localhost:8080/);
    const catalogue = String((await t.app.inject({ url: '/embed/' })).headers['content-security-policy']);
    assert.match(catalogue, /default-src 'none'/);
    assert.match(catalogue, /form-action 'none'/);
  });
});

describe('the API explorer (/api/docs)', () => {
  it('runs under a policy with no inline script or style, and cannot be framed', async () => {
    const response = await t.app.inject({ url: '/api/docs/' });
    assert.equal(response.statusCode, 200);
    const policy = String(response.headers['content-security-policy']);
    assert.match(policy, /script-src 'self'(;|$)/);
    assert.doesNotMatch(policy, /unsafe-inline/);
    assert.match(policy, /frame-ancestors 'none'/);
    assert.equal(response.headers['x-frame-options'], 'DENY');
  });
});

describe('embeds on partner pages', () => {
  it('send the embed script to any origin: CORS for everyone, a cross-origin resource policy, no page policy', async () => {
    const response = await t.app.inject({ url: '/embed/farm-weather.js', headers: { origin: 'https://www.agrinews.example' } });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['access-control-allow-origin'], '*');
    assert.equal(response.headers['cross-origin-resource-policy'], 'cross-origin');
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
    assert.match(String(response.headers['content-type']), /javascript/);
    assert.equal(response.headers['content-security-policy'], undefined);
  });
});

describe('the sign-in pages', () => {
  it("the login page's style carries the nonce its policy names, and its form may post and redirect to the portal", async () => {
    const { interaction } = await openLoginPage(t.app, new CookieJar(), pkcePair().challenge, 'state-1');
    assert.equal(interaction.statusCode, 200);
    const nonce = policyNonce(interaction);
    assert.deepEqual(nonceAttributes(interaction.body), [nonce]);
    assert.match(interaction.body, new RegExp(`<style nonce="${nonce.replace(/[+/]/g, '\\$&')}">`));
    assert.match(String(interaction.headers['content-security-policy']), /form-action 'self' http:\/\/localhost:8080(;|$)/);
    assert.equal(interaction.headers['x-frame-options'], 'DENY');
  });

  it("the provider's own sign-out page (rendered by oidc-provider) runs its submit script with the response's nonce", async () => {
    const { idToken, cookies } = await signIn(t.app, 'grower@myfarm.example');
    const query = new URLSearchParams({ id_token_hint: idToken, post_logout_redirect_uri: `${TEST_PUBLIC_URL}/` });
    const page = await t.app.inject({ url: `/oidc/session/end?${query}`, headers: { cookie: cookies.header() } });
    assert.equal(page.statusCode, 200);
    const nonce = policyNonce(page);
    assert.deepEqual(new Set(nonceAttributes(page.body)), new Set([nonce]));
    assert.ok(page.body.includes(`<script nonce="${nonce}">document.forms['op.logoutForm'].submit()</script>`));
  });

  it("the provider's error page has the nonce on its style too", async () => {
    const page = await t.app.inject({ url: '/oidc/auth?client_id=nobody&response_type=code&scope=openid', headers: { accept: 'text/html' } });
    assert.equal(page.statusCode, 400);
    assert.match(page.body, /Sorry, we could not sign you in/);
    assert.deepEqual(nonceAttributes(page.body), [policyNonce(page)]);
  });
});
