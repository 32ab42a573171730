import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { INVITATION_SUBJECT, BUSINESS_INVITATION_SUBJECT } from '../../mail';
import { bearer, createTestApp, integrationToken, pdfText, postBatch, readOutbox, signIn, type TestApp } from '../../testing';
import { createIntegrationClient } from './integration-client-queries';

let t: TestApp;
let token: string;
let staff: string;
let grower: string;

before(async () => {
  t = await createTestApp();
  const scopes = ['accounts:write', 'contracts:write', 'documents:write'] as const;
  const { client, secret } = await createIntegrationClient(t.db, { name: 'ERP', scopes: [...scopes] });
  token = await integrationToken(t, { clientId: client.clientId, secret }, scopes.join(' '));
  staff = (await signIn(t.app, 'staff@myfarm.example')).accessToken;
  grower = (await signIn(t.app, 'grower@myfarm.example')).accessToken;
});
after(() => t?.close());

const batch = (records: unknown[]) => postBatch(t, token, records);
const record = (kind: string, externalId: string, version: number, data: Record<string, unknown>) => ({ kind, externalId, version, data });
const get = async (url: string, as = staff) => {
  const response = await t.app.inject({ url, headers: bearer(as) });
  assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
  return response;
};
const account = (reference: string, version: number, extra: Record<string, unknown> = {}) =>
  record('account', reference, version, {
    name: 'Marsh End Farms',
    postTown: 'Ely',
    postcode: 'cb7 4ab',
    collectionAddresses: [
      { name: 'Home yard', lines: ['Marsh End', 'Ely'], postcode: 'CB7 4AB' },
      { name: 'Fen store', lines: ['Drove Lane', 'Littleport'], postcode: 'CB6 1PQ' },
    ],
    ...extra,
  });
// A new business has no member who could sign in yet (its lead is still to activate): read what was written.
const addressesOf = async (reference: string) =>
  (
    await t.db
      .selectFrom('collection_addresses')
      .select(['address_name', 'postcode'])
      .where('account_reference', '=', reference)
      .orderBy('address_number')
      .execute()
  ).map((address) => [address.address_name, address.postcode]);
const usersOf = async (reference: string) =>
  (
    await t.db
      .selectFrom('account_users as au')
      .innerJoin('users as u', 'u.id', 'au.user_id')
      .innerJoin('accounts as a', 'a.reference', 'au.account_reference')
      .select(['u.email', 'au.is_admin', 'u.activation_pending', 'a.lead_user_id', 'u.id'])
      .where('au.account_reference', '=', reference)
      .execute()
  ).map((user) => [user.email, user.lead_user_id === user.id ? 'Lead' : user.is_admin ? 'Admin' : 'User', user.activation_pending]);

describe('POST /api/integration/v1/batch: business accounts', () => {
  it('creates a business with its collection addresses, and makes someone new its lead through the invitation an admin would send', async () => {
    const lead = { email: 'ann.marsh@marsh-end.example', name: 'Ann Marsh', contactNumber: '01353 777123' };
    assert.deepEqual(
      (await batch([account('ERPA0101', 1, { leadUser: lead })])).map((line) => line.result),
      ['created'],
    );
    assert.deepEqual(await addressesOf('ERPA0101'), [
      ['Home yard', 'CB7 4AB'],
      ['Fen store', 'CB6 1PQ'],
    ]);
    assert.deepEqual(await usersOf('ERPA0101'), [['ann.marsh@marsh-end.example', 'Lead', true]]);
    const mail = (await readOutbox(t.config.mail.outboxDir)).find((m) => m.to.includes(lead.email))!;
    assert.equal(mail.subject, INVITATION_SUBJECT);
    assert.match(mail.text, /The MyFarm team has invited you to Marsh End Farms on MyFarm/);
    assert.match(mail.text, /activation code, enter: [A-HJ-NP-Z2-9]{10}/);
  });

  it('keeps the addresses a later version sends, by name, and never changes the lead by a later version', async () => {
    const results = await batch([
      account('ERPA0101', 2, {
        name: 'Marsh End Farms Ltd',
        collectionAddresses: [{ name: 'Home yard', lines: ['Marsh End', 'Ely'], postcode: 'CB7 4AZ' }],
        leadUser: { email: 'someone.else@marsh-end.example', name: 'Someone Else', contactNumber: '01353 777124' },
      }),
    ]);
    assert.deepEqual(
      results.map((line) => line.result),
      ['updated'],
    );
    assert.deepEqual(await addressesOf('ERPA0101'), [['Home yard', 'CB7 4AZ']]);
    assert.deepEqual(await usersOf('ERPA0101'), [['ann.marsh@marsh-end.example', 'Lead', true]]);
    const accounts = (await get('/api/staff/accounts?search=ERPA0101')).json().data.accounts as { reference: string; name: string; hasLead: boolean }[];
    assert.deepEqual(accounts, [{ reference: 'ERPA0101', name: 'Marsh End Farms Ltd', postTown: 'Ely', hasLead: true }]);
  });

  it('invites someone who already uses MyFarm, who becomes the lead on accepting', async () => {
    const lead = { email: 'grower@myfarm.example', name: 'Tom Harrison', contactNumber: '01799 123456' };
    assert.deepEqual(
      (await batch([account('ERPB0202', 1, { name: 'Harrison Lowland', leadUser: lead })])).map((line) => line.result),
      ['created'],
    );
    assert.deepEqual(await usersOf('ERPB0202'), []);
    const mail = (await readOutbox(t.config.mail.outboxDir)).find((m) => m.to.includes(lead.email) && m.subject === BUSINESS_INVITATION_SUBJECT);
    assert.ok(mail, 'the existing user is e-mailed an invitation');
    const [invitation] = (await get('/api/myuser/invitations', grower)).json().data.invitations as { id: string; business: { reference: string } }[];
    assert.equal(invitation?.business.reference, 'ERPB0202');
    const accepted = await t.app.inject({ method: 'POST', url: `/api/myuser/invitations/${invitation.id}/accept`, headers: bearer(grower) });
    assert.equal(accepted.statusCode, 200, accepted.body);
    const users = (await get('/api/accounts/ERPB0202/users', grower)).json().data.users as { email: string; role: string }[];
    assert.deepEqual(
      users.map((user) => [user.email, user.role]),
      [['grower@myfarm.example', 'Lead']],
    );
  });

  it('refuses staff as a lead and an account reference that is not one, writing nothing of either', async () => {
    const results = await batch([
      account('ERPC0303', 1, { leadUser: { email: 'staff@myfarm.example', name: 'Staff', contactNumber: '01799 000000' } }),
      account('not-a-ref', 1),
    ]);
    assert.deepEqual(
      results.map((line) => [line.result, line.code]),
      [
        ['rejected', 'RULE_BROKEN'],
        ['rejected', 'INVALID_RECORD'],
      ],
    );
    assert.match(results[0]!.reason!, /staff@myfarm.example is a member of staff/);
    assert.equal(await t.db.selectFrom('accounts').select('reference').where('reference', 'in', ['ERPC0303', 'not-a-ref']).executeTakeFirst(), undefined);
  });
});

describe('POST /api/integration/v1/batch: orders, haulier self bills and documents', () => {
  const order = (version: number, status = 'Open') =>
    record('order', 'ERP-OR-9001', version, {
      accountReference: 'HARR0001',
      orderDate: '2026-11-10',
      product: 'Nitram 34.5% N',
      productLine: 'Fertiliser',
      netValue: 8_640,
      status,
    });
  const haulage = (outstanding: number) =>
    record('haulier-self-bill', 'ERP-HS-77', 1, {
      accountReference: 'HARR0001',
      dateCreated: '2026-11-12',
      due: '2026-12-12',
      description: 'Haulage of 4 loads of grain to Tilbury',
      net: 480,
      outstanding,
    });

  it('lists an order and a haulier self bill, whose VAT and total are counted once for the list and the PDF', async () => {
    const results = await batch([order(1), haulage(576)]);
    assert.deepEqual(
      results.map((line) => [line.kind, line.result]),
      [
        ['order', 'created'],
        ['haulier-self-bill', 'created'],
      ],
    );
    const orders = (await get('/api/accounts/HARR0001/purchase/orders?dateFrom=2026-01-01&dateTo=2026-12-31&search=ERP-OR', grower)).json().data.items;
    assert.deepEqual(
      orders.map((row: Record<string, unknown>) => [row.orderReference, row.netValue, row.status]),
      [['ERP-OR-9001', 8640, 'Open']],
    );
    await batch([order(2, 'Complete')]);
    const [completed] = (await get('/api/accounts/HARR0001/purchase/orders?dateFrom=2026-01-01&dateTo=2026-12-31&search=ERP-OR', grower)).json().data.items;
    assert.equal(completed.status, 'Complete');

    const [bill] = (await get('/api/accounts/HARR0001/haulier-self-bills?dateFrom=2026-01-01&dateTo=2026-12-31&search=ERP-HS', grower)).json().data.items;
    assert.deepEqual([bill.reference, bill.total, bill.outstanding, bill.status], ['ERP-HS-77', 576, 576, 'Due']);
    const pdf = await get(`/api/accounts/HARR0001/documents/${bill.documentNo}`, grower);
    const { lines } = await pdfText(pdf.rawPayload);
    assert.ok(
      lines.some((line) => line.includes('576.00')),
      lines.join('\n'),
    );
  });

  it('refuses a haulier self bill owing more than its total with VAT, and keeps the one stored', async () => {
    const [line] = await batch([{ ...haulage(700), version: 2 }]);
    assert.equal(line!.code, 'RULE_BROKEN');
    assert.match(line!.reason!, /says £700\.00 is owed, more than its total of £576\.00 with VAT/);
    const [bill] = (await get('/api/accounts/HARR0001/haulier-self-bills?dateFrom=2026-01-01&dateTo=2026-12-31&search=ERP-HS', grower)).json().data.items;
    assert.equal(bill.outstanding, 576);
  });

  it("serves the merchant's own PDF in place of the drawn one; refuses bytes that are not a PDF, and one whose record has not arrived", async () => {
    const made = await PDFDocument.create();
    made.addPage().drawText('Order ERP-OR-9001 as the merchant prints it', { font: await made.embedFont(StandardFonts.Helvetica) });
    const pdf = Buffer.from(await made.save()).toString('base64');
    const document = (externalId: string, sourceReference: string, bytes: string) =>
      record('document', externalId, 1, { accountReference: 'HARR0001', documentKind: 'order', sourceReference, fileName: 'ERP-OR-9001.pdf', pdf: bytes });
    const results = await batch([
      document('DOC-1', 'ERP-OR-9001', pdf),
      document('DOC-2', 'ERP-OR-9001', Buffer.from('%PDF-1.7 but nothing else').toString('base64')),
      document('DOC-3', 'ERP-OR-9999', pdf),
    ]);
    assert.deepEqual(
      results.map((line) => [line.result, line.code, line.retryable]),
      [
        ['created', undefined, undefined],
        ['rejected', 'INVALID_RECORD', undefined],
        ['rejected', 'PARENT_MISSING', true],
      ],
    );
    const [row] = (await get('/api/accounts/HARR0001/purchase/orders?dateFrom=2026-01-01&dateTo=2026-12-31&search=ERP-OR', grower)).json().data.items;
    const served = await get(`/api/accounts/HARR0001/documents/${row.documentNo}`, grower);
    assert.equal(served.headers['content-disposition'], 'inline; filename="ERP-OR-9001.pdf"');
    assert.deepEqual((await pdfText(served.rawPayload)).lines, ['Order ERP-OR-9001 as the merchant prints it']);
    // Another business's user cannot read it.
    const lead = (await signIn(t.app, 'lead@myfarm.example')).accessToken;
    const theirs = await t.app.inject({ url: `/api/accounts/HARR0001/documents/${row.documentNo}`, headers: bearer(lead) });
    assert.equal(theirs.statusCode, 403);
  });

  it('needs the documents:write scope for a document and accounts:write for an account', async () => {
    const { client, secret } = await createIntegrationClient(t.db, { name: 'Lab', scopes: ['samples:write'] });
    const lab = await integrationToken(t, { clientId: client.clientId, secret }, 'samples:write');
    const results = await postBatch(t, lab, [
      account('ERPD0404', 1),
      record('document', 'DOC-9', 1, { accountReference: 'HARR0001', documentKind: 'order', sourceReference: 'ERP-OR-9001', pdf: 'JVBERi0=' }),
    ]);
    assert.deepEqual(
      results.map((line) => line.reason),
      [
        'Writing an account needs the accounts:write scope, which this token does not have.',
        'Writing a document needs the documents:write scope, which this token does not have.',
      ],
    );
  });
});
