import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { matchRoute, paths, routes } from '@farm/core/routes';
import type { ContractPeriod } from '@farm/core/domain';
import { firingText, loadEventText, notificationMail, notificationSms, offerFilledText } from '../modules/notifications';
import { issueResetToken, resetPasswordLink } from '../modules/onboarding';
import { createTestApp, type TestApp } from '../testing';
import { businessInvitationMail } from './business-invitation-mail';
import { destinationCodeMail, destinationCodeSms } from './destination-code-messages';
import { invitationMail } from './invitation-mail';
import { passwordResetMail } from './password-reset-mail';

// Every message the server sends with a link in it, rendered as it is sent, and every link followed: a portal link
// must be a route of the route table (not the 404 page), a link into the embedded provider must answer.

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const period: ContractPeriod = { from: '2026-11-01', to: '2026-11-30', cropYear: 2026, isContractSplit: false };
/** An identity provider that is not ours: the invitation names it, and what it serves is not ours to check. */
const OTHER_ISSUER = 'https://login.supplier.example';
const support = { phone: '01234 567890', email: 'support@myfarm.example' };

interface Sent {
  name: string;
  text: string;
  html?: string;
}

/** Each message the server sends, by its template, with the links the server would put in. */
async function everyMessage(): Promise<Sent[]> {
  const { publicUrl } = t.config;
  // A user's newest link is their only one: each link here is another user's.
  const linkFor = async (email: string) => {
    const user = await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    return resetPasswordLink(t.config, (await issueResetToken(t.db, user.id)).token);
  };
  const resetLink = await linkFor('grower@myfarm.example');
  const invitationLink = await linkFor('office@myfarm.example');
  const invitation = {
    to: 'rosie@farm.example',
    name: 'Rosie Hart',
    business: 'Harrison Farms Ltd',
    invitedBy: 'Tom Harrison',
    issuer: t.config.oidc.issuer,
    activationCode: 'ABCD2345EF',
    portalUrl: publicUrl,
    support,
  };
  const firings = (['target', 'floor', 'rise', 'fall'] as const).map((condition) =>
    firingText({
      condition,
      commodity: 'Feed Wheat',
      contractPeriod: period,
      value: condition === 'rise' || condition === 'fall' ? 2.5 : 190,
      threshold: 190,
      price: 190,
    }),
  );
  const destinationLink = `${publicUrl}${paths.priceAlerts}`;
  const load = {
    reference: 'WB-1001',
    product: 'Feed Wheat',
    date: '2026-11-27',
    tonnes: 29.34,
    grades: ['Moisture 14.2 %'],
    amount: -73.35,
    bill: { reference: 'SB-1', total: 5_000 },
  };
  const filled = offerFilledText({ commodity: 'Feed Wheat', contractPeriod: period, quantity: 58, targetPrice: 195, contractReference: 'CT-000123' });
  return [
    ...firings.map((note) => ({ name: `alert e-mail: ${note.title}`, ...notificationMail(note, publicUrl) })),
    ...firings.map((note) => ({ name: `alert SMS: ${note.title}`, text: notificationSms(note, publicUrl) })),
    { name: 'standing offer filled e-mail', ...notificationMail(filled, publicUrl) },
    ...(['weighed', 'sampled', 'selfBilled', 'claims'] as const).map((event) => ({
      name: `load ${event} e-mail`,
      ...notificationMail(loadEventText(event, load), publicUrl, 'See the load on MyFarm'),
    })),
    { name: 'password reset e-mail', ...passwordResetMail({ to: 'tom@harrison.example', name: 'Tom', link: resetLink, support }) },
    { name: 'invitation e-mail', ...invitationMail({ ...invitation, link: invitationLink }) },
    { name: 'invitation e-mail, another provider', ...invitationMail({ ...invitation, issuer: OTHER_ISSUER, link: null }) },
    {
      name: "an existing user's invitation to a business",
      ...businessInvitationMail({
        to: 'rosie@farm.example',
        name: 'Rosie Hart',
        business: 'Harrison Farms Ltd',
        invitedBy: 'Tom Harrison',
        role: 'User',
        portalUrl: publicUrl,
        support,
      }),
    },
    { name: 'alert destination code e-mail', ...destinationCodeMail('tom@harrison.example', { code: '123456', link: destinationLink }) },
    { name: 'alert destination code SMS', text: destinationCodeSms({ code: '123456', link: destinationLink }) },
  ];
}

/** Spec 1 §2: / and /login redirect to /dashboard (the root config's initialRedirect); every other path stays. */
const portalPath = (pathname: string) => (pathname === '/' || pathname === '/login' ? paths.dashboard : pathname);

const decodeHtml = (text: string) =>
  text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"');

/** Every URL of a message: its HTML's hrefs and the addresses written out in its text (without a sentence's full stop). */
function linksOf(message: Sent): string[] {
  const hrefs = [...(message.html ?? '').matchAll(/href="([^"]*)"/g)].map((m) => decodeHtml(m[1]!));
  const written = [...message.text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((m) => m[0].replace(/[.,;:!?)]+$/, ''));
  return [...new Set([...hrefs, ...written])];
}

describe('the links in the messages the server sends', () => {
  it('every template is rendered here: the only places that send mail or SMS are the ones this test knows', async () => {
    const known = [
      'modules/notifications/alert-job.ts',
      'modules/notifications/load-event-job.ts',
      'modules/standing-offers/fill-offer-job.ts',
      'modules/account-users/invite-user.ts',
      'modules/account-users/invite-existing-user.ts',
      'modules/onboarding/send-reset-link.ts',
      'modules/price-alerts/send-destination-code.ts',
    ];
    const root = path.resolve(import.meta.dirname, '..');
    const senders: string[] = [];
    for (const entry of await readdir(root, { recursive: true })) {
      if (!entry.endsWith('.ts') || entry.endsWith('.test.ts') || entry.startsWith('testing')) continue;
      const source = await readFile(path.join(root, entry), 'utf8');
      if (/\b(mailer|sms)\.send\(/.test(source)) senders.push(entry.split(path.sep).join('/'));
    }
    assert.deepEqual(senders.sort(), [...known].sort(), 'a new message: render it in everyMessage() above');
  });

  it('lead to a page of the portal, or to a page of the embedded provider that answers', async () => {
    const messages = await everyMessage();
    const portal = new URL(t.config.publicUrl);
    let followed = 0;
    for (const message of messages) {
      const links = linksOf(message);
      assert.ok(links.length > 0, `${message.name} has a link`);
      for (const link of links) {
        const url = new URL(link);
        if (url.origin === OTHER_ISSUER) continue;
        assert.equal(url.origin, portal.origin, `${message.name}: ${link} is on the portal`);
        if (url.pathname.startsWith('/oidc/')) {
          const response = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
          assert.equal(response.statusCode, 200, `${message.name}: ${link} answers`);
        } else {
          const route = matchRoute(portalPath(url.pathname));
          assert.ok(route && route !== routes.notFound, `${message.name}: ${link} is a route of the route table`);
        }
        followed++;
      }
    }
    assert.ok(followed >= messages.length);
  });

  it('an alert leads to crop marketing, where it can be sold; a filled offer to My Account, where its contract is', async () => {
    const [alertMail, , , , alertSms] = await everyMessage();
    assert.deepEqual(linksOf(alertMail!), [`${t.config.publicUrl}/dashboard/myc`]);
    assert.deepEqual(linksOf(alertSms!), [`${t.config.publicUrl}/dashboard/myc`]);
    const filled = notificationMail(
      offerFilledText({ commodity: 'Feed Wheat', contractPeriod: period, quantity: 58, targetPrice: 195, contractReference: 'CT-1' }),
      t.config.publicUrl,
    );
    assert.deepEqual(linksOf({ name: 'filled', ...filled }), [`${t.config.publicUrl}/dashboard/myaccount`]);
  });
});
