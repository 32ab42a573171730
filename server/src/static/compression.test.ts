import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import zlib from 'node:zlib';
import { precompress } from '../../../scripts/build/precompress.mjs';
import { bearer, createTestApp, signIn, type TestApp } from '../testing';

let t: TestApp;
let staticDir: string;
// Big enough to be worth compressing, and compressible.
const MODULE = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ row: i, crop: 'Feed wheat' })))};\n`;
const TINY = 'export const x = 1;\n';

before(async () => {
  staticDir = await mkdtemp(path.join(tmpdir(), 'farm-web-'));
  await mkdir(path.join(staticDir, 'assets'), { recursive: true });
  await mkdir(path.join(staticDir, 'embed', 'chunks'), { recursive: true });
  const template = `<!doctype html><html><head><!-- @importmap --></head><body>${'<p>MyFarm</p>'.repeat(200)}<!-- @client-config --></body></html>`;
  const files: Record<string, string> = {
    'index.html': template,
    'importmap.json': JSON.stringify({ imports: { '@farm/core': '/assets/core-abc123.js' } }),
    'assets/core-abc123.js': MODULE,
    'assets/tiny-abc123.js': TINY,
    'embed/farm-weather.js': MODULE,
  };
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(staticDir, name), text);
  await precompress(Object.keys(files).map((name) => path.join(staticDir, name)));
  t = await createTestApp({ STATIC_DIR: staticDir });
});
after(async () => {
  await t.close();
  await rm(staticDir, { recursive: true, force: true });
});

const decode = (encoding: string | undefined, body: Buffer) =>
  encoding === 'br' ? zlib.brotliDecompressSync(body).toString() : encoding === 'gzip' ? zlib.gunzipSync(body).toString() : body.toString();

describe('compression', () => {
  it('writes .br and .gz beside files worth compressing, and skips the tiny ones', async () => {
    const { readdir } = await import('node:fs/promises');
    const names = await readdir(path.join(staticDir, 'assets'));
    assert.deepEqual(names.sort(), ['core-abc123.js', 'core-abc123.js.br', 'core-abc123.js.gz', 'tiny-abc123.js']);
  });

  for (const [what, url, expected] of [
    ['a hashed module', '/assets/core-abc123.js', MODULE],
    ['an embed entry', '/embed/farm-weather.js', MODULE],
  ] as const) {
    it(`sends ${what} as the build's Brotli or gzip copy by Accept-Encoding, with Vary`, async () => {
      for (const [accept, encoding] of [
        ['br, gzip', 'br'],
        ['gzip', 'gzip'],
        ['identity', undefined],
      ] as const) {
        const response = await t.app.inject({ url, headers: { 'accept-encoding': accept } });
        assert.equal(response.statusCode, 200);
        assert.equal(response.headers['content-encoding'], encoding, `${url} with ${accept}`);
        assert.match(String(response.headers['content-type']), /javascript/);
        if (encoding) assert.match(String(response.headers.vary), /accept-encoding/i);
        if (encoding) assert.ok(response.rawPayload.length < expected.length / 3, `${encoding} is smaller`);
        assert.equal(decode(encoding, response.rawPayload), expected);
      }
    });
  }

  it('compresses the HTML page, made per request, with Brotli', async () => {
    const response = await t.app.inject({ url: '/dashboard', headers: { 'accept-encoding': 'br' } });

    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-encoding'], 'br');
    assert.match(String(response.headers.vary), /accept-encoding/i);
    assert.match(decode('br', response.rawPayload), /<script type="importmap" nonce=/);
    // `curl -I`: a HEAD names the same encoding the GET would use.
    const head = await t.app.inject({ method: 'HEAD', url: '/dashboard', headers: { 'accept-encoding': 'br' } });
    assert.equal(head.statusCode, 200);
    assert.equal(head.headers['content-encoding'], 'br');
  });

  it('compresses API answers over 1 KB and leaves small ones alone', async () => {
    const { accessToken } = await signIn(t.app, 'grower@myfarm.example');
    const large = await t.app.inject({ url: '/api/myuser/accounts', headers: { ...bearer(accessToken), 'accept-encoding': 'gzip, br' } });
    assert.equal(large.statusCode, 200);
    assert.equal(large.headers['content-encoding'], 'br');
    assert.ok(Array.isArray(JSON.parse(decode('br', large.rawPayload)).data.accounts));
    const small = await t.app.inject({ url: '/healthz', headers: { 'accept-encoding': 'br' } });
    assert.equal(small.headers['content-encoding'], undefined);
    assert.deepEqual(small.json(), { status: 'ok' });
  });
});
