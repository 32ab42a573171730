import type { Page } from '@playwright/test';

/**
 * Resolves once the page has nothing left to do: an idle callback runs only when no task is waiting, so the
 * work that answers already received set going (React's renders and their effects, which schedule one
 * another without a gap) is done. For asserting that something did not appear after a response.
 */
export const pageIdle = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
