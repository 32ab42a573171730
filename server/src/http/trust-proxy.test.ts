import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Fastify from 'fastify';
import { ConfigError, loadConfig } from '../config';
import { fastifyTrustProxy } from './trust-proxy';

/** The client address a server configured with `TRUST_PROXY` sees for a request from `remoteAddress`. */
async function clientAddressSeen(trustProxy: string | undefined, remoteAddress: string, forwardedFor?: string): Promise<string> {
  const config = loadConfig({ PUBLIC_URL: 'https://myfarm.example', ...(trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy }) });
  const app = Fastify({ trustProxy: fastifyTrustProxy(config.trustProxy) });
  app.get('/', (request) => request.ip);
  const response = await app.inject({ url: '/', remoteAddress, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} });
  await app.close();
  return response.body;
}

describe('TRUST_PROXY: which address a request comes from', () => {
  it('trusts no proxy by default, even with an https public URL: a client-written X-Forwarded-For is ignored', async () => {
    assert.equal(await clientAddressSeen(undefined, '198.51.100.7', '203.0.113.1'), '198.51.100.7');
    assert.equal(await clientAddressSeen('off', '198.51.100.7', '203.0.113.1'), '198.51.100.7');
  });

  it('with a hop count, takes the address that many hops in: what the client wrote further left is ignored', async () => {
    // The client wrote 203.0.113.1; the one proxy appended the address it saw, 198.51.100.9.
    assert.equal(await clientAddressSeen('1', '10.0.0.2', '203.0.113.1, 198.51.100.9'), '198.51.100.9');
    // Two proxies: the outer one (10.0.0.5) appended the client, the inner one (10.0.0.2) the outer.
    assert.equal(await clientAddressSeen('2', '10.0.0.2', '203.0.113.1, 198.51.100.9, 10.0.0.5'), '198.51.100.9');
  });

  it('with addresses and networks, takes the right-most address that is not a trusted proxy', async () => {
    const proxies = '10.0.0.0/8, 192.0.2.10';
    assert.equal(await clientAddressSeen(proxies, '10.0.0.2', '203.0.113.1, 198.51.100.9, 192.0.2.10'), '198.51.100.9');
    // A request straight from the internet (not through a trusted proxy) is its own address, whatever it says.
    assert.equal(await clientAddressSeen(proxies, '198.51.100.50', '203.0.113.1'), '198.51.100.50');
    assert.equal(await clientAddressSeen('loopback', '127.0.0.1', '203.0.113.1, 198.51.100.9'), '198.51.100.9');
  });

  it('refuses a setting it cannot read, naming it', () => {
    for (const bad of ['yes', '0', '11', '10.0.0.0/33', 'proxy.example']) {
      assert.throws(
        () => loadConfig({ TRUST_PROXY: bad }),
        (error: unknown) => error instanceof ConfigError && /TRUST_PROXY/.test(error.message),
        bad,
      );
    }
  });
});
