import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { invitationMail } from './invitation-mail';

const invitation = {
  to: 'rosie@farm.example',
  name: 'Rosie Hart',
  business: 'Whitfield Agriculture',
  invitedBy: 'Sarah Whitfield',
  issuer: 'https://login.supplier.example',
  activationCode: 'ABCD2345EF',
  portalUrl: 'https://myfarm.example',
  support: { phone: '01234 567890', email: 'support@myfarm.example' },
};

describe('the invitation e-mail', () => {
  it('gives the embedded provider’s one-time link to choose a password, then the activation code', () => {
    const mail = invitationMail({ ...invitation, link: 'https://myfarm.example/oidc/reset-password?token=abc' });
    assert.match(mail.text, /Sarah Whitfield has invited you to Whitfield Agriculture on MyFarm\./);
    assert.match(mail.text, /within 7 days to choose your password.*\n\nhttps:\/\/myfarm\.example\/oidc\/reset-password\?token=abc/s);
    assert.match(mail.text, /enter: ABCD2345EF/);
    assert.match(mail.html, /<a href="https:\/\/myfarm\.example\/oidc\/reset-password\?token=abc">Choose your password<\/a>/);
  });

  it('with an external issuer, tells them to sign in there, and gives no password link', () => {
    const mail = invitationMail({ ...invitation, link: null });
    assert.match(
      mail.text,
      /Sign in at https:\/\/myfarm\.example with rosie@farm\.example\. Your sign-in is managed by https:\/\/login\.supplier\.example: use the password you have there\./,
    );
    assert.doesNotMatch(mail.text, /choose your password/i);
    assert.match(mail.text, /enter: ABCD2345EF/);
  });

  it('escapes what people typed in its HTML', () => {
    const mail = invitationMail({ ...invitation, name: '<b>Rosie</b>', link: null });
    assert.match(mail.html, /Hello &lt;b&gt;Rosie&lt;\/b&gt;,/);
  });
});
