import { expect, type Cookie, type Frame, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'myfarm-demo';

/** Signs in through the real login page of the embedded OpenID provider. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * The embedded provider's session cookies of each user this worker has signed in through the form. A worker has
 * its own server, so they hold for the worker's life unless a test ends that session (signs out): then the
 * provider asks again, and `openSignedIn` signs in through the form and keeps the new ones.
 */
const providerSessions = new Map<string, Cookie[]>();

/**
 * Opens `path` signed in as `email`: through the login form the first time in this worker, afterwards straight
 * through the OpenID redirect with the provider session kept from then (the page still makes its own code
 * exchange and holds its own tokens). E2E_FORM_SIGN_IN=1 signs in through the form every time.
 */
export async function openSignedIn(page: Page, path: string, email: string): Promise<void> {
  const kept = process.env.E2E_FORM_SIGN_IN ? undefined : providerSessions.get(email);
  if (kept) await page.context().addCookies(kept);
  // Either the provider knows the session and answers at once (/callback), or it shows its login page. Watched
  // from before the first request: the redirects can be over by the time page.goto returns.
  const provider = nextProviderPage(page, ['callback', 'login']);
  await page.goto(path);
  if ((await provider) === 'callback') return;
  const signedIn = nextProviderPage(page, ['callback']);
  await signIn(page, email);
  await signedIn;
  // Only the provider's session (and its signature): the app's own cookies belong to the test.
  providerSessions.set(
    email,
    (await page.context().cookies()).filter((cookie) => cookie.name.startsWith('_session')),
  );
}

type ProviderPage = 'login' | 'callback';

/** The next of `pages` the tab lands on: the provider's login page, or the portal's /callback with a code. */
function nextProviderPage(page: Page, pages: readonly ProviderPage[]): Promise<ProviderPage> {
  return new Promise((resolve) => {
    const landed = (frame: Frame) => {
      if (frame !== page.mainFrame()) return;
      const { pathname } = new URL(frame.url());
      const where = pathname === '/callback' ? 'callback' : pathname.startsWith('/oidc/interaction') ? 'login' : undefined;
      if (!where || !pages.includes(where)) return;
      page.off('framenavigated', landed);
      resolve(where);
    };
    page.on('framenavigated', landed);
  });
}

export const screenshotPath = (name: string) => `tests/e2e/screenshots/${name}.png`;

/** The signed-in tab's access token (kept in its sessionStorage), for a spec's own API calls. */
export const accessTokenOf = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'))!;
    return (JSON.parse(sessionStorage.getItem(key)!) as { access_token: string }).access_token;
  });
