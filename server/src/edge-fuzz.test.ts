import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { DEMO_PARTNER } from './modules/partners';
import { bearer, CookieJar, createTestApp, openLoginPage, pkcePair, signIn, type TestApp } from './testing';

// Hostile input to every route the server has: each operation of the OpenAPI document and each endpoint the
// OpenID provider publishes, plus its own pages, signed out and signed in as a customer and as staff. Whatever
// comes in, no answer is a 5xx. Deterministic, so a failure replays the same way.

interface JsonSchema {
  type?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minLength?: number;
  minimum?: number;
}
interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

const LONG = 'x'.repeat(20_000);
const HOSTILE_TEXT = [
  '\u0000',
  'grower@myfarm.example\u0000',
  '\uD800',
  'a\uDFFFb',
  LONG,
  '../../../etc/passwd',
  '%00',
  '<script>alert(1)</script>',
  "' or 1=1 --",
];
const WRONG_TYPES: unknown[] = [null, 0, -1, 1e308, true, [], {}, [[[[]]]], { __proto__: { admin: true } }, 'text'];

/** A value of the schema's shape, valid enough to get past the outer checks. */
function example(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 8) return null;
  if (schema.enum) return schema.enum[0];
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) return example(choice[0], depth + 1);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => example(part, depth + 1)));
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, example(value, depth + 1)]));
    case 'array':
      return [example(schema.items, depth + 1)];
    case 'string':
      if (schema.format === 'date-time') return '2026-01-01T09:00:00.000Z';
      if (schema.format === 'email') return 'grower@myfarm.example';
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    case 'number':
    case 'integer':
      return schema.minimum !== undefined ? schema.minimum + 1 : 1;
    case 'boolean':
      return true;
    default:
      return null;
  }
}

/** `value` with every string in it replaced by `text`. */
function withText(value: unknown, text: string): unknown {
  if (typeof value === 'string') return text;
  if (Array.isArray(value)) return value.map((item) => withText(item, text));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withText(item, text)]));
  return value;
}

/** `value` with each top-level field in turn given a value of the wrong type. */
function withWrongTypes(value: unknown): unknown[] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.keys(value).flatMap((key) => WRONG_TYPES.slice(0, 6).map((wrong) => ({ ...value, [key]: wrong })));
}

const jsonBodies = (schema: JsonSchema | undefined): unknown[] => {
  const valid = example(schema);
  return [valid, ...HOSTILE_TEXT.map((text) => withText(valid ?? { text: 'x' }, text)), ...withWrongTypes(valid), ...WRONG_TYPES];
};

const formBodies = (fields: string[]): string[] => [
  ...HOSTILE_TEXT.map((text) => fields.map((field) => `${field}=${encode(text)}`).join('&')),
  fields.map((field) => `${field}=%00`).join('&'),
  fields.map((field) => `${field}=${encode('\uD800')}&${field}=again`).join('&'),
  'not=a&form',
];

/** Percent-encoding that also carries half of a surrogate pair, as the (invalid) UTF-8 bytes a client might send. */
const encode = (text: string) =>
  text.replace(/[\s\S]/gu, (char) => {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      return [0xed, 0xa0 | ((unit >> 6) & 0x1f), 0x80 | (unit & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    }
    return encodeURIComponent(char);
  });
const queryWith = (names: string[], text: string) => [...names, 'extra'].map((name) => `${name}=${encode(text)}`).join('&');

let t: TestApp;
const identities: { name: string; headers: Record<string, string> }[] = [{ name: 'signed out', headers: {} }];
const failures: string[] = [];
let sent = 0;

/** The body as text; an event stream never ends, so only its status is looked at. */
async function bodyOf(response: LightMyRequestResponse): Promise<string> {
  const stream = response.stream();
  if (String(response.headers['content-type']).startsWith('text/event-stream')) {
    stream.destroy();
    return '';
  }
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}

async function send(identity: (typeof identities)[number], options: InjectOptions & { url: string }) {
  sent++;
  const response = await t.app.inject({ ...options, headers: { ...identity.headers, ...options.headers }, payloadAsStream: true });
  const body = await bodyOf(response);
  if (response.statusCode >= 500) {
    const payload = typeof options.payload === 'string' ? options.payload : JSON.stringify(options.payload);
    failures.push(
      `${response.statusCode} ${identity.name}: ${options.method} ${options.url.slice(0, 120)} ${String(payload).slice(0, 120)} -> ${body.slice(0, 200)}`,
    );
  }
}

before(async () => {
  t = await createTestApp();
  for (const email of ['grower@myfarm.example', 'staff@myfarm.example']) {
    identities.push({ name: email, headers: bearer((await signIn(t.app, email)).accessToken) });
  }
});
after(() => t.close());

describe('hostile input never gets a 5xx', () => {
  it('on every operation of the OpenAPI document', async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    let operations = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        if (method === 'head') continue;
        operations++;
        const query = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
        const urlWith = (text: string) => `${path.replace(/\{(\w+)\}/g, () => encode(text))}?${queryWith(query, text)}`;
        const schema = operation.requestBody?.content['application/json']?.schema;
        const headers = path.startsWith('/api/public/') ? { 'x-partner-key': DEMO_PARTNER.key } : {};
        for (const identity of identities) {
          for (const text of HOSTILE_TEXT) await send(identity, { method: method.toUpperCase() as 'GET', url: urlWith(text), headers });
          // Without a token the body is never read.
          if (method === 'get' || method === 'delete' || identity === identities[0]) continue;
          const url = urlWith('HARR0001');
          for (const body of jsonBodies(schema)) {
            await send(identity, {
              method: method.toUpperCase() as 'POST',
              url,
              headers: { ...headers, ...json.headers },
              payload: JSON.stringify(body) ?? 'null',
            });
          }
          await send(identity, {
            method: method.toUpperCase() as 'POST',
            url,
            headers: { ...headers, 'content-type': 'application/json' },
            payload: '{"a":"\\u0000","b":"\\ud800"',
          });
          await send(identity, { method: method.toUpperCase() as 'POST', url, headers: { ...headers, ...form }, payload: 'a=%00' });
        }
      }
    }
    assert.ok(operations > 30, `only ${operations} operations found`);
    assert.deepEqual(failures, [], `${failures.length} of ${sent} requests failed with 5xx`);
  });

  it('on every endpoint the OpenID provider publishes, and on its pages', async () => {
    const discovery = (await t.app.inject({ url: '/oidc/.well-known/openid-configuration' })).json() as Record<string, unknown>;
    const endpoints = Object.entries(discovery)
      .filter(([key, value]) => (key.endsWith('_endpoint') || key === 'jwks_uri') && typeof value === 'string')
      .map(([, value]) => new URL(value as string).pathname);
    assert.ok(endpoints.includes('/oidc/token') && endpoints.includes('/oidc/token/revocation') && endpoints.includes('/oidc/auth'));
    const jar = new CookieJar();
    const { action } = await openLoginPage(t.app, jar, pkcePair().challenge, 'fuzz');
    assert.ok(action);
    const uid = action.split('/')[3]!;
    const pages = [`/oidc/interaction/${uid}`, action, '/oidc/interaction/unknown/login', '/oidc/reset-password', '/oidc/forgot-password'];
    const fields = [
      'grant_type',
      'code',
      'refresh_token',
      'redirect_uri',
      'code_verifier',
      'client_id',
      'token',
      'token_type_hint',
      'scope',
      'response_type',
      'state',
      'nonce',
      'code_challenge',
      'code_challenge_method',
      'id_token_hint',
      'post_logout_redirect_uri',
      'claims',
      'request',
      'request_uri',
      'access_token',
      'email',
      'password',
      'confirm',
      'xsrf',
      'logout',
      'prompt',
      'max_age',
    ];
    failures.length = 0;
    sent = 0;
    for (const identity of [identities[0]!, { name: 'with cookies', headers: { cookie: jar.header() } }]) {
      for (const path of [...endpoints, ...pages]) {
        for (const text of HOSTILE_TEXT) {
          await send(identity, { method: 'GET', url: `${path}?${queryWith(fields, text)}`, headers: { accept: 'text/html' } });
          await send(identity, { method: 'GET', url: `${path}/${encode(text)}` });
        }
        for (const payload of formBodies(fields)) await send(identity, { method: 'POST', url: path, headers: form, payload });
        for (const body of [...HOSTILE_TEXT.map((text) => Object.fromEntries(fields.map((field) => [field, text]))), ...WRONG_TYPES]) {
          await send(identity, { method: 'POST', url: path, ...json, payload: JSON.stringify(body) });
        }
        await send(identity, { method: 'POST', url: path, headers: form, payload: LONG.repeat(4) });
      }
    }
    // Requests the provider accepts up to one hostile parameter, which then reaches its storage.
    const authorize = {
      client_id: 'myfarm-portal',
      redirect_uri: 'http://localhost:8080/callback',
      response_type: 'code',
      scope: 'openid',
      code_challenge: pkcePair().challenge,
      code_challenge_method: 'S256',
    };
    for (const field of ['state', 'nonce', 'scope', 'prompt', 'login_hint', 'claims', 'max_age', 'ui_locales', 'acr_values', 'redirect_uri']) {
      for (const text of HOSTILE_TEXT) {
        const query = Object.entries({ ...authorize, [field]: text })
          .map(([name, value]) => `${name}=${encode(value)}`)
          .join('&');
        await send(identities[0]!, { method: 'GET', url: `/oidc/auth?${query}`, headers: { accept: 'text/html', cookie: jar.header() } });
        await send(identities[0]!, { method: 'POST', url: '/oidc/request', headers: form, payload: query });
      }
    }
    for (const grant of [
      { grant_type: 'authorization_code', redirect_uri: 'http://localhost:8080/callback', code_verifier: 'v'.repeat(43) },
      { grant_type: 'refresh_token' },
    ]) {
      for (const field of ['code', 'refresh_token', 'code_verifier', 'redirect_uri', 'scope', 'resource']) {
        for (const text of HOSTILE_TEXT) {
          const payload = Object.entries({ client_id: 'myfarm-portal', ...grant, [field]: text })
            .map(([name, value]) => `${name}=${encode(value)}`)
            .join('&');
          await send(identities[0]!, { method: 'POST', url: '/oidc/token', headers: form, payload });
        }
      }
    }
    assert.deepEqual(failures, [], `${failures.length} of ${sent} requests failed with 5xx`);
  });
});

const json = { headers: { 'content-type': 'application/json' } };
const form = { 'content-type': 'application/x-www-form-urlencoded' };
