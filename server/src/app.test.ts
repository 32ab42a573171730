import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from './testing';

let t: TestApp;
let staticDir: string;

before(async () => {
  staticDir = await mkdtemp(path.join(tmpdir(), 'farm-web-'));
  await mkdir(path.join(staticDir, 'assets'), { recursive: true });
  await mkdir(path.join(staticDir, 'dev', 'weather'), { recursive: true });
  await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><html><head><!-- @importmap --></head><body><!-- @client-config --></body></html>');
  await writeFile(path.join(staticDir, 'importmap.json'), JSON.stringify({ imports: { '@farm/core': '/assets/core-abc123.js' } }));
  await writeFile(path.join(staticDir, 'assets', 'core-abc123.js'), 'export const x = 1;');
  await writeFile(path.join(staticDir, 'dev', 'weather', 'index.html'), '<title>weather dev</title>');
  t = await createTestApp({ STATIC_DIR: staticDir, SUPPORT_PHONE: '01632 960000' });
});
after(async () => {
  await t.close();
  await rm(staticDir, { recursive: true, force: true });
});

describe('health', () => {
  it('GET /healthz answers 200 ok once the database is ready', async () => {
    const response = await t.app.inject({ url: '/healthz' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { status: 'ok' });
  });
});

describe('OpenAPI', () => {
  it('serves the generated document at /api/docs/json with every API path', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    assert.equal(response.statusCode, 200);
    const doc = response.json();
    assert.match(doc.openapi, /^3\./);
    for (const p of ['/api/myuser/accounts', '/api/myuser/accounts/{id}', '/api/users/{user}', '/api/user', '/api/accounts/{id}/oxbury-profile']) {
      assert.ok(doc.paths[p], `${p} is documented`);
    }
    assert.ok(!Object.keys(doc.paths).some((p: string) => p.startsWith('/oidc')), 'provider routes are not API');
  });

  it('serves the documentation UI at /api/docs without a token', async () => {
    const response = await t.app.inject({ url: '/api/docs/' });
    assert.equal(response.statusCode, 200);
  });
});

describe('errors', () => {
  it('answers unknown API paths with the NOT_FOUND envelope', async () => {
    const response = await t.app.inject({ url: '/api/nothing-here', headers: { authorization: 'Bearer x' } });
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), { status: 404, errorCode: 'NOT_FOUND', errorMessage: 'Not found.' });
  });
});

describe('the web app', () => {
  it('answers index.html for SPA paths with the import map and client config inlined, not cached', async () => {
    for (const url of ['/', '/login', '/callback?code=x', '/dashboard', '/dashboard/myc/alerts']) {
      const response = await t.app.inject({ url });
      assert.equal(response.statusCode, 200, url);
      assert.match(String(response.headers['content-type']), /text\/html/);
      assert.equal(response.headers['cache-control'], 'no-cache');
      assert.match(response.body, /<script type="importmap" nonce="[\w+/=]+">\{"imports":\{"@farm\/core":"\/assets\/core-abc123.js"\}\}<\/script>/);
      const json = /id="farm-client-config">(.*?)<\/script>/.exec(response.body)?.[1] ?? '';
      assert.deepEqual(JSON.parse(json), {
        apiRoot: '/api',
        oidc: {
          authority: `${TEST_PUBLIC_URL}/oidc`,
          clientId: 'myfarm-portal',
          scope: 'openid email profile offline_access',
          // The provider's own discovery document, so the browser starts signing in without fetching it.
          metadata: {
            issuer: `${TEST_PUBLIC_URL}/oidc`,
            authorization_endpoint: `${TEST_PUBLIC_URL}/oidc/auth`,
            token_endpoint: `${TEST_PUBLIC_URL}/oidc/token`,
            end_session_endpoint: `${TEST_PUBLIC_URL}/oidc/session/end`,
            revocation_endpoint: `${TEST_PUBLIC_URL}/oidc/token/revocation`,
            userinfo_endpoint: `${TEST_PUBLIC_URL}/oidc/me`,
            jwks_uri: `${TEST_PUBLIC_URL}/oidc/jwks`,
          },
        },
        support: { phone: '01632 960000', email: 'support@myfarm.example' },
        idleTimeoutMs: 3_480_000,
        farmManagementUrl: null,
        cropMarginUrl: 'https://cropmargin.myfarm.example/',
      });
    }
  });

  it('serves hashed assets as immutable for a year', async () => {
    const response = await t.app.inject({ url: '/assets/core-abc123.js' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.match(String(response.headers['content-type']), /javascript/);
  });

  it('serves importmap.json uncached and dev pages by folder', async () => {
    const map = await t.app.inject({ url: '/importmap.json' });
    assert.equal(map.headers['cache-control'], 'no-cache');
    assert.equal(map.json().imports['@farm/core'], '/assets/core-abc123.js');
    const dev = await t.app.inject({ url: '/dev/weather/' });
    assert.equal(dev.statusCode, 200);
    assert.match(dev.body, /weather dev/);
  });

  it('answers 404 for a missing file under every file prefix, never index.html and never a 5xx', async () => {
    const missing = ['/assets/missing-000.js', '/dev/weather/missing.js', '/dev/nothing/', '/embed/missing.js', '/embed/chunks/missing-000.js', '/robots.txt'];
    for (const url of [...missing, '/healthz/more', '/readyz/more']) {
      const response = await t.app.inject({ url });
      assert.equal(response.statusCode, 404, url);
      assert.deepEqual(response.json(), { status: 404, errorCode: 'NOT_FOUND', errorMessage: 'Not found.' }, url);
    }
  });

  it('refuses to serve files outside the web folder with 403', async () => {
    for (const url of ['/assets/..%2f..%2fetc/passwd', '/dev/..%2f..%2f..%2fetc/passwd']) {
      const response = await t.app.inject({ url });
      assert.equal(response.statusCode, 403, url);
      assert.equal(response.json().errorCode, 'FORBIDDEN', url);
      assert.doesNotMatch(response.body, /root:/);
    }
  });

  it('serves the favicon as SVG and, for browsers that ask for it anyway, as /favicon.ico', async () => {
    const svg = await t.app.inject({ url: '/favicon.svg' });
    assert.equal(svg.statusCode, 200);
    assert.equal(svg.headers['content-type'], 'image/svg+xml');
    assert.match(svg.body, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    const ico = await t.app.inject({ url: '/favicon.ico' });
    assert.equal(ico.statusCode, 200);
    assert.equal(ico.headers['content-type'], 'image/x-icon');
    assert.deepEqual([...ico.rawPayload.subarray(0, 4)], [0, 0, 1, 0]);
    assert.equal(ico.headers['cache-control'], 'public, max-age=86400');
  });

  it('picks up a rebuilt index.html without a restart', async () => {
    await writeFile(
      path.join(staticDir, 'index.html'),
      '<!doctype html><html><head><!-- @importmap --></head><body>rebuilt<!-- @client-config --></body></html>',
    );
    const response = await t.app.inject({ url: '/dashboard' });
    assert.match(response.body, /rebuilt/);
  });

  it('explains with 503 when the web app has not been built', async () => {
    await rm(path.join(staticDir, 'index.html'));
    const response = await t.app.inject({ url: '/dashboard' });
    assert.equal(response.statusCode, 503);
    assert.match(response.body, /Run npm run build/);
  });
});
