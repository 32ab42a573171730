import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { bearer, testAppFor } from '../../testing';
import { insertDocument } from './document-queries';

const t = testAppFor({ grower: 'grower@myfarm.example', lead: 'lead@myfarm.example' });
const pdf = new TextEncoder().encode('%PDF-1.7 a stand-in document');

before(async () => {
  await t.ready;
  for (const [documentNo, accountReference] of [
    ['D90000001', 'HARR0001'],
    ['D90000002', 'WHIT0003'],
  ] as const) {
    await insertDocument(t.db, {
      documentNo,
      accountReference,
      kind: 'contract-note',
      fileName: `${documentNo}.pdf`,
      contentType: 'application/pdf',
      content: pdf,
      createdAt: new Date(),
    });
  }
});

const getDocument = (account: string, documentNo: string, token: string) =>
  t.app.inject({ url: `/api/accounts/${account}/documents/${documentNo}`, headers: bearer(token) });

describe('GET /api/accounts/:id/documents/:documentNo', () => {
  it("answers the account's document as it was stored, inline, private and revalidated each time", async () => {
    const response = await getDocument('HARR0001', 'D90000001', t.tokens.grower);
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'application/pdf');
    assert.equal(response.headers['content-disposition'], 'inline; filename="D90000001.pdf"');
    assert.equal(response.headers['cache-control'], 'private, no-cache');
    assert.match(String(response.headers.etag), /^"[\w-]{27}"$/);
    assert.deepEqual(new Uint8Array(response.rawPayload), pdf);
  });

  it('answers 304 without the document when the copy the browser holds is current, and the document when it is not', async () => {
    const { etag } = (await getDocument('HARR0001', 'D90000001', t.tokens.grower)).headers;
    const current = await t.app.inject({
      url: '/api/accounts/HARR0001/documents/D90000001',
      headers: { ...bearer(t.tokens.grower), 'if-none-match': String(etag) },
    });
    assert.equal(current.statusCode, 304);
    assert.equal(current.rawPayload.length, 0);
    const stale = await t.app.inject({
      url: '/api/accounts/HARR0001/documents/D90000001',
      headers: { ...bearer(t.tokens.grower), 'if-none-match': '"another"' },
    });
    assert.equal(stale.statusCode, 200);
    assert.deepEqual(new Uint8Array(stale.rawPayload), pdf);
  });

  it("refuses the copy check of another account's document with the same 403, never a 304", async () => {
    const { etag } = (await getDocument('HARR0001', 'D90000001', t.tokens.grower)).headers;
    const response = await t.app.inject({
      url: '/api/accounts/HARR0001/documents/D90000001',
      headers: { ...bearer(t.tokens.lead), 'if-none-match': String(etag) },
    });
    assert.equal(response.statusCode, 403);
  });

  it("refuses another account's document through the user's own account with the 403 an unknown number gets", async () => {
    const theirs = await getDocument('HARR0001', 'D90000002', t.tokens.grower);
    const unknown = await getDocument('HARR0001', 'D99999999', t.tokens.grower);
    assert.equal(theirs.statusCode, 403);
    assert.deepEqual(theirs.json(), unknown.json());
    assert.deepEqual(theirs.json(), { status: 403, errorCode: 'DOCUMENT_FORBIDDEN', errorMessage: 'You do not have access to this document.' });
  });

  it("refuses another business's user with 403", async () => {
    const response = await getDocument('HARR0001', 'D90000001', t.tokens.lead);
    assert.equal(response.statusCode, 403);
    assert.equal(response.json().errorCode, 'ACCOUNT_FORBIDDEN');
  });

  it('refuses a document number over 40 characters with 400, not a lookup', async () => {
    const response = await getDocument('HARR0001', 'D'.repeat(41), t.tokens.grower);
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().errorCode, 'VALIDATION_ERROR');
  });
});
