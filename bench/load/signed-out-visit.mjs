// A visitor with no session opens the dashboard's address: how long until they can type their e-mail address,
// and what it cost to get there (every redirect and page on the way).
import { openMeasuredPage } from './visit.mjs';

const EMAIL_INPUT = ['input[type="email"]'];

/** Resolves with `{ visibleMs, requests, bytes }` for one cold visit under `network`. */
export async function signedOutVisit(browser, portal, network) {
  const measured = await openMeasuredPage(browser, EMAIL_INPUT);
  try {
    await measured.throttle(network);
    return await measured.visit(`${portal}/dashboard`);
  } finally {
    await measured.close();
  }
}
