import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ConfigError, loadConfig } from './config';

describe('configuration from the environment', () => {
  it('has working defaults for an empty environment', () => {
    const config = loadConfig({});
    assert.equal(config.port, 8080);
    assert.equal(config.host, '0.0.0.0');
    assert.equal(config.publicUrl, 'http://localhost:8080');
    assert.equal(config.databaseUrl, undefined);
    assert.deepEqual(config.oidc, {
      embedded: true,
      issuer: 'http://localhost:8080/oidc',
      clientId: 'myfarm-portal',
      audience: 'urn:myfarm:api',
      redirectUris: ['http://localhost:8080/callback'],
      postLogoutRedirectUris: ['http://localhost:8080/'],
      accessTokenTtlSeconds: 300,
    });
    assert.deepEqual(config.support, { phone: '01234 567890', email: 'support@myfarm.example' });
    assert.equal(config.staticDir, './dist/web');
  });

  it('derives the public URL from PORT and drops a trailing slash from PUBLIC_URL', () => {
    assert.equal(loadConfig({ PORT: '3000' }).publicUrl, 'http://localhost:3000');
    assert.equal(loadConfig({ PUBLIC_URL: 'https://portal.example/' }).oidc.issuer, 'https://portal.example/oidc');
  });

  it('uses an external issuer instead of the embedded provider when OIDC_ISSUER is set', () => {
    const config = loadConfig({ OIDC_ISSUER: 'https://id.example/realms/farm', OIDC_CLIENT_ID: 'portal' });
    assert.equal(config.oidc.embedded, false);
    assert.equal(config.oidc.issuer, 'https://id.example/realms/farm');
    assert.equal(config.oidc.clientId, 'portal');
  });

  it('accepts extra redirect URIs and allows returning to each of their origins after logout', () => {
    const config = loadConfig({ OIDC_REDIRECT_URIS: 'http://localhost:8080/callback, http://127.0.0.1:4000/callback' });
    assert.deepEqual(config.oidc.redirectUris, ['http://localhost:8080/callback', 'http://127.0.0.1:4000/callback']);
    assert.deepEqual(config.oidc.postLogoutRedirectUris, ['http://localhost:8080/', 'http://127.0.0.1:4000/']);
  });

  it('lists every problem at once, naming each variable', () => {
    assert.throws(
      () =>
        loadConfig({
          PORT: 'eighty',
          PUBLIC_URL: 'not a url',
          DATABASE_URL: 'mysql://db',
          SUPPORT_EMAIL: 'nobody',
          LOG_LEVEL: 'loud',
          ACCESS_TOKEN_TTL_SECONDS: '5',
        }),
      (error: unknown) => {
        assert.ok(error instanceof ConfigError);
        const names = error.problems.map((problem) => problem.split(':')[0]);
        assert.deepEqual(names.sort(), ['ACCESS_TOKEN_TTL_SECONDS', 'DATABASE_URL', 'LOG_LEVEL', 'PORT', 'PUBLIC_URL', 'SUPPORT_EMAIL']);
        assert.match(error.message, /Invalid configuration:\n {2}- /);
        return true;
      },
    );
  });

  it('reads the idle time before the timeout alert, 3480000 ms by default, and refuses a nonsense value', () => {
    assert.equal(loadConfig({}).idleTimeoutMs, 3_480_000);
    assert.equal(loadConfig({ IDLE_TIMEOUT_MS: '5000' }).idleTimeoutMs, 5000);
    assert.throws(() => loadConfig({ IDLE_TIMEOUT_MS: 'soon' }), ConfigError);
  });

  it('writes e-mails to DATA_DIR/outbox unless SMTP_URL is set, and refuses an SMTP_URL of another scheme', () => {
    assert.deepEqual(loadConfig({ DATA_DIR: '/srv/farm' }).mail, {
      from: 'MyFarm <no-reply@myfarm.example>',
      smtpUrl: undefined,
      outboxDir: '/srv/farm/outbox',
    });
    assert.equal(loadConfig({ SMTP_URL: 'smtps://user:secret@mail.example:465' }).mail.smtpUrl, 'smtps://user:secret@mail.example:465');
    assert.throws(() => loadConfig({ SMTP_URL: 'http://mail.example' }), /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
    assert.throws(
      () => loadConfig({ SMTP_URL: 'smpt://user:secret@mail.example' }),
      (error: ConfigError) => error.message.includes('smpt://user:***@mail.example') && !error.message.includes('secret'),
    );
  });

  it('treats empty optional variables as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', OIDC_ISSUER: ' ' });
    assert.equal(config.databaseUrl, undefined);
    assert.equal(config.oidc.embedded, true);
  });

  it('keeps demo data off unless DEMO_DATA asks, and refuses it in production unless forced', () => {
    assert.deepEqual(loadConfig({}).demoData, { enabled: false, forced: false });
    assert.deepEqual(loadConfig({ DEMO_DATA: 'On' }).demoData, { enabled: true, forced: false });
    assert.deepEqual(loadConfig({ NODE_ENV: 'production' }).demoData, { enabled: false, forced: false });
    assert.throws(() => loadConfig({ NODE_ENV: 'production', DEMO_DATA: 'on' }), /DEMO_DATA: demo data .* is refused with NODE_ENV=production/);
    assert.deepEqual(loadConfig({ NODE_ENV: 'production', DEMO_DATA: 'force' }).demoData, { enabled: true, forced: true });
    assert.throws(() => loadConfig({ DEMO_DATA: 'yes' }), /DEMO_DATA: must be off, on or force/);
  });

  it('reads the sign-in throttle, with defaults', () => {
    assert.deepEqual(loadConfig({}).throttle, { failuresPerEmail: 10, failuresPerAddress: 100, lockoutMs: 15 * 60_000 });
    const config = loadConfig({ SIGN_IN_FAILURES_PER_EMAIL: '3', SIGN_IN_FAILURES_PER_ADDRESS: '20', SIGN_IN_LOCKOUT_MINUTES: '1' });
    assert.deepEqual(config.throttle, { failuresPerEmail: 3, failuresPerAddress: 20, lockoutMs: 60_000 });
    assert.throws(() => loadConfig({ SIGN_IN_FAILURES_PER_EMAIL: '0' }), /SIGN_IN_FAILURES_PER_EMAIL/);
  });
});
