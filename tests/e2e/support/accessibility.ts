import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Runs axe on the page (or only inside `within`) and fails on any serious or critical violation, naming the nodes. */
export async function expectNoSeriousViolations(page: Page, options: { within?: string; what?: string } = {}) {
  const builder = new AxeBuilder({ page });
  if (options.within) builder.include(options.within);
  const { violations } = await builder.analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), options.what).toEqual([]);
}
