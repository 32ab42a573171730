// Signing in as a demo user through the embedded OpenID provider's real login form.
import { launchChromium } from './chromium.mjs';

const GROWER = 'grower@myfarm.example';
const DEMO_PASSWORD = 'myfarm-demo';

/**
 * Fills in and sends the login form `page` shows; resolves with the access token the portal then receives
 * (the authorization code exchange at /oidc/token), once the browser has it.
 */
export async function signInThroughForm(page, email = GROWER) {
  const tokenResponse = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/oidc/token');
  await sendSignInForm(page, email);
  const { access_token: accessToken } = await (await tokenResponse).json();
  if (!accessToken) throw new Error(`Signing in as ${email} gave no access token.`);
  return accessToken;
}

/**
 * Fills in and sends the login form `page` shows, and no more: for a page that moves on once signed in, where the
 * token response's body may be gone before it could be read.
 */
export async function sendSignInForm(page, email = GROWER) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** An access token for grower@, from signing in through the portal at `portal` in Chromium, as a browser does. */
export async function growerToken(portal) {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto(`${portal}/dashboard`);
    return await signInThroughForm(page);
  } finally {
    await browser.close();
  }
}
