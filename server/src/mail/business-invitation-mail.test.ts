import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { businessInvitationMail } from './business-invitation-mail';

const invitation = {
  to: 'grower@myfarm.example',
  name: 'Tom Harrison',
  business: 'Whitfield Agriculture',
  invitedBy: 'Sarah Whitfield',
  role: 'User' as const,
  portalUrl: 'https://myfarm.example',
  support: { phone: '01234 567890', email: 'support@myfarm.example' },
};

describe("an existing user's invitation to a business", () => {
  it('says who invited them to which business as what, that nothing changes until they accept in MyFarm, and for how long', () => {
    const mail = businessInvitationMail({ ...invitation, role: 'Admin' });
    assert.match(mail.text, /^Hello Tom Harrison,/);
    assert.match(mail.text, /Sarah Whitfield has invited you to join Whitfield Agriculture on MyFarm as an admin\./);
    assert.match(mail.text, /Nothing changes until you accept\. .* top of your dashboard for 14 days, to accept or decline\./);
    assert.match(mail.text, /https:\/\/myfarm\.example\/dashboard/);
    assert.match(mail.html, /<a href="https:\/\/myfarm\.example\/dashboard">Open MyFarm<\/a>/);
  });

  it('carries no token or code: a click on it accepts nothing', () => {
    const mail = businessInvitationMail(invitation);
    assert.doesNotMatch(mail.text, /token=|code|password/i);
  });

  it('escapes the names in its HTML', () => {
    const mail = businessInvitationMail({ ...invitation, business: '<i>Evil & Co</i>' });
    assert.match(mail.html, /join &lt;i&gt;Evil &amp; Co&lt;\/i&gt; on MyFarm/);
  });
});
