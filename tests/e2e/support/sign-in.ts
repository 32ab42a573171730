import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'myfarm-demo';

/** Signs in through the real login page of the embedded OpenID provider. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export const screenshotPath = (name: string) => `tests/e2e/screenshots/${name}.png`;

/** The signed-in tab's access token (kept in its sessionStorage), for a spec's own API calls. */
export const accessTokenOf = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'))!;
    return (JSON.parse(sessionStorage.getItem(key)!) as { access_token: string }).access_token;
  });
