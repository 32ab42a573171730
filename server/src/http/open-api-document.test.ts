import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import { createTestApp, type TestApp } from '../testing';

/** The served document, as far as these tests read it. */
type Document = { paths: Record<string, Record<string, { operationId?: string; security?: unknown[] }>> };

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const contractFile = path.join(repoRoot, 'tests/api-contract/client-calls.ts');
const generatedFile = path.join(repoRoot, 'tests/api-contract/api-paths.ts');

let t: TestApp;
let source: string;
let document: Document;

before(async () => {
  t = await createTestApp();
  source = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).body;
  document = JSON.parse(source) as Document;
});
after(() => t.close());

/** Type errors of the widgets' calls (tests/api-contract/client-calls.ts) against types generated from `doc`. */
async function contractErrors(doc: Document): Promise<string[]> {
  const generated = astToString(await openapiTS(doc as unknown as OpenAPI3));
  const base = ts.readConfigFile(path.join(repoRoot, 'tsconfig.base.json'), (file) => ts.sys.readFile(file));
  const { options } = ts.parseJsonConfigFileContent(base.config, ts.sys, repoRoot, { noEmit: true, lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'], types: [] });
  const host = ts.createCompilerHost(options);
  const { fileExists, readFile, getSourceFile } = host;
  host.fileExists = (file) => path.resolve(file) === generatedFile || fileExists(file);
  host.readFile = (file) => (path.resolve(file) === generatedFile ? generated : readFile(file));
  host.getSourceFile = (file, language, ...rest) =>
    path.resolve(file) === generatedFile ? ts.createSourceFile(file, generated, language) : getSourceFile(file, language, ...rest);
  const program = ts.createProgram([contractFile], options, host);
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

describe('the API document (/api/docs/json)', () => {
  it("lints clean with Redocly's recommended rules, every tag defined", async () => {
    const config = await createConfig({ extends: ['recommended'], rules: { 'operation-tag-defined': 'error' } });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    assert.deepEqual(
      problems.map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer ?? '?'}`),
      [],
    );
  });

  it('names every operation, each once', () => {
    const ids = Object.values(document.paths).flatMap((operations) => Object.values(operations).map((operation) => operation.operationId));
    assert.ok(ids.length > 100);
    assert.equal(ids.filter((id) => !id).length, 0);
    assert.equal(new Set(ids).size, ids.length);
  });

  it("documents each operation's credentials: a bearer token, a partner key for the embeds, none for the calculators and the stream", () => {
    const securityOf = (url: string) => document.paths[url]!.get!.security;
    for (const url of ['/api/public/weather', '/api/public/prices', '/api/public/market-chart']) assert.deepEqual(securityOf(url), [{ partnerKey: [] }], url);
    for (const url of ['/api/public/calculators/limus-products', '/api/public/calculators/wheat-nitrogen-guideline', '/api/public/market/stream'])
      assert.deepEqual(securityOf(url), [], url);
    // Everything else takes the document's default, the bearer token.
    for (const url of ['/api/weather', '/api/accounts/{id}/movements', '/api/users/{user}']) assert.equal(securityOf(url), undefined, url);
    assert.equal(document.paths['/api/public/weather']!.get!.operationId, 'getPartnerWeather');
  });

  it("generates client types (openapi-typescript) that the widgets' calls typecheck against", async () => {
    assert.deepEqual(await contractErrors(document), []);
  });

  it('fails the widgets’ calls once the document parts from them (a renamed response field)', async () => {
    const renamed = JSON.parse(source.replaceAll('"quote":', '"quotation":').replaceAll('"quote"]', '"quotation"]')) as Document;
    const errors = await contractErrors(renamed);
    assert.ok(
      errors.some((error) => error.includes('quote')),
      errors.join('\n'),
    );
  });
});
