import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Fastify from 'fastify';
import { loadConfig } from '../config';
import { healthRoutes } from '../health/health-routes';
import { cspNonce } from './csp-nonce';
import { pageRoute, probeHeaders, registerSecurityHeaders } from './security-headers';

/** A bare server with the security headers, one page route (answering its nonce) and one JSON route. */
async function serverWith(env: Record<string, string>) {
  const config = loadConfig({ LOG_LEVEL: 'silent', ...env });
  const app = Fastify();
  await registerSecurityHeaders(app, config);
  app.get('/page', pageRoute(config), (_request, reply) => reply.type('text/html').send(cspNonce(reply.raw)));
  app.get('/data', () => ({ ok: true }));
  healthRoutes(app, { probeDatabase: async () => undefined, headers: probeHeaders(config) });
  await app.ready();
  return app;
}

/** A policy's directives by name: `script-src` -> ["'nonce-…'", "'strict-dynamic'"]. */
function directives(policy: unknown): Map<string, string[]> {
  assert.equal(typeof policy, 'string', 'a Content-Security-Policy header');
  return new Map(
    String(policy)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('security headers', () => {
  it('give every answer nosniff, a referrer policy, DENY framing and a same-origin resource policy', async () => {
    const app = await serverWith({ PUBLIC_URL: 'http://localhost:8080' });
    for (const url of ['/page', '/data']) {
      const response = await app.inject({ url });
      assert.equal(response.headers['x-content-type-options'], 'nosniff', url);
      assert.equal(response.headers['referrer-policy'], 'strict-origin-when-cross-origin', url);
      assert.equal(response.headers['x-frame-options'], 'DENY', url);
      assert.equal(response.headers['cross-origin-resource-policy'], 'same-origin', url);
      assert.equal(response.headers['x-powered-by'], undefined, url);
    }
    assert.equal((await app.inject({ url: '/data' })).headers['content-security-policy'], undefined, 'an API answer has no page policy');
    await app.close();
  });

  it('give the health probes the same protections, made once: nothing may frame, sniff or run them', async () => {
    for (const env of [{ PUBLIC_URL: 'http://localhost:8080' }, { PUBLIC_URL: 'https://myfarm.example' }]) {
      const app = await serverWith(env);
      for (const url of ['/healthz', '/readyz']) {
        const response = await app.inject({ url });
        assert.equal(response.statusCode, 200, url);
        assert.equal(response.headers['x-frame-options'], 'DENY', url);
        assert.equal(response.headers['x-content-type-options'], 'nosniff', url);
        assert.equal(response.headers['cross-origin-resource-policy'], 'same-origin', url);
        assert.deepEqual(directives(response.headers['content-security-policy']).get('default-src'), ["'none'"], url);
        assert.equal(response.headers['cache-control'], 'no-store', url);
        const https = env.PUBLIC_URL.startsWith('https://');
        assert.equal(response.headers['strict-transport-security'], https ? 'max-age=31536000' : undefined, url);
      }
      await app.close();
    }
  });

  it('send HSTS only when the public URL is https, and then have pages upgrade insecure requests', async () => {
    const plain = await serverWith({ PUBLIC_URL: 'http://localhost:8080' });
    const plainPage = await plain.inject({ url: '/page' });
    assert.equal(plainPage.headers['strict-transport-security'], undefined);
    assert.equal(directives(plainPage.headers['content-security-policy']).has('upgrade-insecure-requests'), false);
    await plain.close();

    const secure = await serverWith({ PUBLIC_URL: 'https://myfarm.example' });
    for (const url of ['/page', '/data']) {
      assert.equal((await secure.inject({ url })).headers['strict-transport-security'], 'max-age=31536000', url);
    }
    assert.ok(directives((await secure.inject({ url: '/page' })).headers['content-security-policy']).has('upgrade-insecure-requests'));
    await secure.close();
  });

  it("give a page a policy with this response's nonce for scripts and styles, strict-dynamic, and no unsafe-inline", async () => {
    const app = await serverWith({ PUBLIC_URL: 'http://localhost:8080' });
    const first = await app.inject({ url: '/page' });
    const second = await app.inject({ url: '/page' });
    const policy = directives(first.headers['content-security-policy']);

    assert.deepEqual(policy.get('script-src'), [`'nonce-${first.body}'`, "'strict-dynamic'"]);
    assert.deepEqual(policy.get('style-src'), [`'nonce-${first.body}'`]);
    assert.notEqual(first.body, second.body, 'a fresh nonce per response');
    assert.match(first.body, /^[A-Za-z0-9+/]{22}==$/, '128 random bits');
    assert.doesNotMatch(String(first.headers['content-security-policy']), /unsafe-inline|unsafe-eval/);
    assert.deepEqual(policy.get('frame-ancestors'), ["'none'"]);
    assert.deepEqual(policy.get('object-src'), ["'none'"]);
    assert.deepEqual(policy.get('base-uri'), ["'none'"]);
    await app.close();
  });

  it('take the origins a page may reach from the configuration: issuer, farm management, redirect URIs', async () => {
    const app = await serverWith({
      PUBLIC_URL: 'https://myfarm.example',
      OIDC_ISSUER: 'https://login.example.com/tenant',
      FARM_MANAGEMENT_URL: 'https://farm-management.example/app',
      OIDC_REDIRECT_URIS: 'https://myfarm.example/callback,https://beta.myfarm.example/callback',
    });
    const policy = directives((await app.inject({ url: '/page' })).headers['content-security-policy']);
    assert.deepEqual(policy.get('connect-src'), ["'self'", 'https://myfarm.example', 'https://login.example.com']);
    assert.deepEqual(policy.get('frame-src'), ['https://www.youtube-nocookie.com', 'https://farm-management.example']);
    assert.deepEqual(policy.get('form-action'), ["'self'", 'https://myfarm.example', 'https://beta.myfarm.example']);
    await app.close();
  });
});
