import type { LegalSlug } from '@farm/area-content/domain';

/** The demo legal pages of the content service: a plausible grain and inputs supplier's texts. */
export const demoLegalPages: { slug: LegalSlug; title: string; content: string }[] = [
  {
    slug: 'terms-and-conditions',
    title: 'Terms and Conditions',
    content: `
<p>These terms and conditions (the <strong>Terms</strong>) govern your use of MyFarm, the online customer portal of MyFarm Grain &amp; Inputs Ltd (<strong>we</strong>, <strong>us</strong>), a company registered in England and Wales. Please read them carefully. By selecting <em>Accept</em> you agree to be bound by them on behalf of yourself and each business account you use in MyFarm.</p>
<h2>1. Your account</h2>
<p>Access to MyFarm is given to named individuals. You must keep your sign-in details confidential and must not share them with anyone, including colleagues on the same business account. The lead user of a business account decides which of its users may see each area of MyFarm, and is responsible for keeping that list up to date.</p>
<p>Tell us straight away if you think someone else knows your password or has used your account. We may suspend access to protect you or us.</p>
<h2>2. Prices and selling grain</h2>
<p>Prices shown in MyFarm are indicative ex-farm prices per tonne for the collection address of the selected business account. A price is only binding once you have completed a sale and we have confirmed the contract reference on screen. Every contract made online is subject to our Standard Conditions of Purchase for grain and oilseeds, which form part of these Terms.</p>
<ul>
  <li>Tonnages are subject to the quality specifications stated on the contract.</li>
  <li>Collection periods are estimates; we will contact you to arrange haulage.</li>
  <li>Payment is made in line with the payment terms on the contract.</li>
</ul>
<h2>3. Information we show you</h2>
<p>Market commentary, weather forecasts, calculators and exchange rates are provided for general information only. They are not advice, and you should take your own professional advice before making agronomic or trading decisions. While we take care to keep information accurate, we do not guarantee that it is complete or free from error.</p>
<h2>4. Availability</h2>
<p>We aim to keep MyFarm available at all times but may need to take it offline for planned maintenance, which we will announce in advance where we can. We are not liable for any loss caused by MyFarm being unavailable.</p>
<h2>5. Liability</h2>
<p>Nothing in these Terms limits our liability for death or personal injury caused by negligence, for fraud, or for anything else that cannot be limited by law. Otherwise our total liability arising from your use of MyFarm is limited to &pound;1,000.</p>
<h2>6. Changes to these Terms</h2>
<p>We may update these Terms from time to time. When we make a material change we will ask you to accept the new version the next time you sign in.</p>
<h2>7. Law</h2>
<p>These Terms are governed by the law of England and Wales, and the courts of England and Wales have exclusive jurisdiction.</p>
<p>If you have a question about these Terms, please contact our customer support team on 01234 567890 or at <a href="mailto:support@myfarm.example">support@myfarm.example</a>, 8:30 AM to 5:00 PM, Monday to Friday.</p>
`.trim(),
  },
  {
    slug: 'cookie-policy',
    title: 'Cookie Policy',
    content: `
<p>This policy explains how MyFarm uses cookies and similar technologies when you visit the portal.</p>
<h2>What are cookies?</h2>
<p>Cookies are small text files placed on your device by the websites you visit. They are widely used to make websites work, or work more efficiently, and to give information to the owners of the site.</p>
<h2>Cookies we use</h2>
<table>
  <thead><tr><th scope="col">Cookie</th><th scope="col">Purpose</th><th scope="col">Lasts</th></tr></thead>
  <tbody>
    <tr><td>myfarm_user</td><td>Remembers the business account you selected and last used, so MyFarm opens on it next time.</td><td>20 days</td></tr>
    <tr><td>Sign-in session</td><td>Keeps you signed in securely with our identity provider.</td><td>Until you sign out</td></tr>
  </tbody>
</table>
<p>These cookies are strictly necessary for MyFarm to work, so they do not need your consent. We do not use advertising cookies, and we do not sell information about you.</p>
<h2>Embedded content</h2>
<p>Where MyFarm shows a video from our channel, the video is served in privacy-enhanced mode, which does not set tracking cookies until you play it.</p>
<h2>Managing cookies</h2>
<p>You can block or delete cookies in your browser settings. If you block the cookies above, you will not be able to sign in to MyFarm. For more on managing cookies, visit <a href="https://ico.org.uk/for-the-public/online/cookies/" target="_blank">the Information Commissioner's Office</a>.</p>
`.trim(),
  },
  {
    slug: 'myfarm-privacy-policy',
    title: 'Privacy Policy',
    content: `
<p>MyFarm Grain &amp; Inputs Ltd is the controller of the personal data we process through MyFarm. This policy explains what we collect, why, and the rights you have under UK data protection law.</p>
<h2>What we collect</h2>
<ul>
  <li>Your name, e-mail address and contact telephone numbers.</li>
  <li>The business accounts you use, your role on each and the areas of MyFarm you can see.</li>
  <li>Records of your activity in MyFarm, such as sales, price alerts and the pages you visit, kept for security and audit.</li>
</ul>
<h2>Why we use it</h2>
<p>We use your data to provide MyFarm and the contracts you make through it (performance of a contract), to keep the service secure and to meet our legal and accounting obligations (legal obligation), and to improve our services (our legitimate interests). We only send you marketing messages if you have agreed to receive them, and you can change your e-mail preferences at any time.</p>
<h2>Who we share it with</h2>
<p>We share data with hauliers and laboratories where needed to fulfil a contract, with our IT service providers under contract, and with regulators where the law requires. We do not sell your data. Where data is processed outside the UK we make sure appropriate safeguards are in place.</p>
<h2>How long we keep it</h2>
<p>We keep contract and payment records for seven years after the end of the financial year they relate to. Your MyFarm user record is deleted within twelve months of your access ending.</p>
<h2>Your rights</h2>
<p>You have the right to ask for a copy of your data, to have it corrected or erased, to restrict or object to its use, and to data portability. To use these rights, write to our Data Protection Officer at <a href="mailto:privacy@myfarm.example">privacy@myfarm.example</a>. You may also complain to the Information Commissioner's Office.</p>
`.trim(),
  },
  {
    slug: 'how-do-i-pay',
    title: 'How do I pay?',
    content: `
<p>The quickest way to pay an invoice or statement is by BACS bank transfer. Please always quote your <strong>account number</strong> and the <strong>invoice number</strong> as your payment reference, so we can match your payment straight away.</p>
<h2>Our bank details</h2>
<dl>
  <dt>Account name</dt><dd>MyFarm Grain &amp; Inputs Ltd</dd>
  <dt>Bank</dt><dd>Example Bank plc</dd>
  <dt>Sort code</dt><dd>00-00-00</dd>
  <dt>Account number</dt><dd>00000000</dd>
  <dt>Reference</dt><dd>Your account number and invoice number</dd>
</dl>
<p>Payments usually reach us within two working days. If you are paying several invoices at once, please e-mail a remittance advice to <a href="mailto:creditcontrol@myfarm.example">creditcontrol@myfarm.example</a>.</p>
<h2>Direct Debit</h2>
<p>To set up a Direct Debit for your monthly statement, call our credit control team on 01234 567890, 8:30 AM to 5:00 PM, Monday to Friday.</p>
<h2>Beware of fraud</h2>
<p>We will never tell you by e-mail that our bank details have changed. If you receive such a message, do not pay: call us on the number above to check.</p>
`.trim(),
  },
];
