import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { describe, it } from 'node:test';
import Fastify from 'fastify';
import { redactUrl, serverLogOptions } from './request-log';

describe('request log URLs', () => {
  it('hide reset tokens and authorization codes, and keep everything else', () => {
    assert.equal(redactUrl('/oidc/reset-password?token=abc-DEF_123'), '/oidc/reset-password?token=[redacted]');
    assert.equal(redactUrl('/callback?code=xyz&state=s1'), '/callback?code=[redacted]&state=s1');
    assert.equal(redactUrl('/api/weather?location=CB10&range=24HR'), '/api/weather?location=CB10&range=24HR');
  });
});

/** A server with the portal's log options at `level`, and the JSON lines it wrote for one request to `url`. */
async function logLinesOf(level: string, url: string): Promise<Record<string, unknown>[]> {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(
        ...chunk
          .toString()
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line) as Record<string, unknown>),
      );
      done();
    },
  });
  const app = Fastify(serverLogOptions(level, stream));
  app.get('/ok', async () => ({ status: 'ok' }));
  app.get('/broken', async (request) => {
    request.log.error('the handler failed');
    throw new Error('broken');
  });
  await app.inject({ url });
  await app.close();
  return lines;
}

const messages = (lines: Record<string, unknown>[]) => lines.map((line) => line.msg);

describe('request log', () => {
  it('writes no line for a successful request at the default level (info)', async () => {
    assert.deepEqual(await logLinesOf('info', '/ok'), []);
  });

  it('writes both request lines at debug, with the URL redacted', async () => {
    const lines = await logLinesOf('debug', '/ok?token=secret');
    assert.deepEqual(messages(lines), ['incoming request', 'request completed']);
    assert.equal((lines[0]!.req as { url: string }).url, '/ok?token=[redacted]');
    assert.equal((lines[1]!.res as { statusCode: number }).statusCode, 200);
  });

  it('still logs errors at the default level', async () => {
    const lines = await logLinesOf('info', '/broken');
    assert.ok(messages(lines).includes('the handler failed'), JSON.stringify(lines));
    assert.ok(
      lines.some((line) => line.level === 50 && (line.err as { message?: string } | undefined)?.message === 'broken'),
      JSON.stringify(lines),
    );
  });
});
