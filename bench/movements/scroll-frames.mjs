// Issue 14's browser figure: the frame time while the movements grid scrolls through 10,000 rows shown at once
// ("All"), and the long tasks (over 50 ms) it causes. The real server of the bench build runs on a throwaway
// PostgreSQL with the demo data and `npm run seed:bench` rows enough for 10,000 in the grid's default range (the
// 365 days ending a month ahead); Chromium opens the widget's standalone dev page as grower@, picks All and scrolls
// the grid's scroller from top to bottom in steps, one step a frame, as a wheel or a dragged scroll bar would.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../scripts/build/import-map.mjs';
import { launchChromium } from '../lib/chromium.mjs';
import { startPortal } from '../lib/portal-server.mjs';
import { leasePostgres } from '../lib/postgres.mjs';
import { sendSignInForm } from '../lib/sign-in.mjs';

/** About 10,500 of these fall in the grid's default range (one harvest in 21). */
const SEEDED_ROWS = 220_000;
const SCROLL_STEP_PX = 120;
export const LONG_TASK_GOAL_MS = 50;

/** Runs in the page: frame deltas (requestAnimationFrame) and long tasks while `scroller` goes down a step a frame. */
async function scrollAndMeasure(scroller, step) {
  const longTasks = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration);
  });
  observer.observe({ type: 'longtask' });
  const frames = [];
  let last = performance.now();
  const started = last;
  await new Promise((resolve) => {
    const tick = (now) => {
      frames.push(now - last);
      last = now;
      if (scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1) return resolve();
      scroller.scrollTop += step;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  // Long tasks are reported after they end: one more frame lets the last ones arrive.
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100)));
  observer.disconnect();
  return { frames: frames.slice(1), longTasks, totalMs: performance.now() - started, scrollHeight: scroller.scrollHeight };
}

const seedRows = (databaseUrl) =>
  new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'bench/movements/seed-bench.ts'), '--account', 'HARR0001', '--rows', String(SEEDED_ROWS)],
      {
        env: { ...process.env, DATABASE_URL: databaseUrl },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    child.stdout.resume();
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm run seed:bench exited with ${code}`))));
  });

const percentileOf = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];

/** Resolves with the frame figures, or `{ skipped }` with the reason it could not run. */
export async function measureScrollFrames(build) {
  if (!existsSync(path.join(repoRoot, 'widgets/movements'))) return { skipped: 'the movements widget (<farm-movements>) is not in this checkout yet' };
  let lease;
  try {
    lease = await leasePostgres();
  } catch (error) {
    return { skipped: error.message.split('\n')[0] };
  }
  let portal;
  let browser;
  try {
    portal = await startPortal(build, { DATABASE_URL: lease.databaseUrl });
    await seedRows(lease.databaseUrl);
    browser = await launchChromium();
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${portal.url}/dev/movements/`);
    await sendSignInForm(page);
    const widget = page.locator('farm-movements');
    const scroller = widget.getByRole('region', { name: 'Movements grid' });
    await scroller.locator('tbody tr').first().waitFor({ timeout: 60_000 });
    // "All" from the page sizes, then wait until the grid's answer holds every row of the range.
    const allRows = page.waitForResponse(
      (response) => new URL(response.url()).pathname.endsWith('/movements') && new URL(response.url()).searchParams.get('perPage') === '99999',
      { timeout: 120_000 },
    );
    await widget.getByLabel('Rows per page').selectOption({ label: 'All' });
    await allRows;
    // The grid's row count (aria-rowcount holds its two header rows too), once it shows the answer: the response's
    // body is not read here, since Chromium may let go of a body this big.
    const table = scroller.getByRole('table', { name: 'Movements' });
    await page.waitForFunction((element) => Number(element.getAttribute('aria-rowcount')) > 1000, await table.elementHandle(), { timeout: 60_000 });
    const rows = Number(await table.getAttribute('aria-rowcount')) - 2;
    // Starts once the page is idle: the rows drawn and nothing else queued, so the first frames measure scrolling only.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));
    const measured = await scroller.evaluate(scrollAndMeasure, SCROLL_STEP_PX);
    const { frames, longTasks } = measured;
    return {
      rows,
      steps: frames.length,
      scrollHeight: measured.scrollHeight,
      totalMs: measured.totalMs,
      frameP50: percentileOf(frames, 50),
      frameP95: percentileOf(frames, 95),
      frameMax: Math.max(...frames),
      longTasks: longTasks.length,
      longestTaskMs: longTasks.length ? Math.max(...longTasks) : 0,
    };
  } catch (error) {
    return { skipped: `failed: ${error.message.split('\n')[0]}` };
  } finally {
    await browser?.close();
    await portal?.stop();
    await lease.release();
  }
}
