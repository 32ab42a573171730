import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe on the page (or only inside `within`) and fails on any serious or critical violation, naming the
 * nodes. axe leaves its experimental rules out unless asked, and some catch real problems (label in name,
 * WCAG 2.5.3, is one), so a second pass runs those alone.
 */
export async function expectNoSeriousViolations(page: Page, options: { within?: string; what?: string } = {}) {
  const builder = () => {
    const axe = new AxeBuilder({ page });
    if (options.within) axe.include(options.within);
    return axe;
  };
  const [stable, experimental] = [await builder().analyze(), await builder().withTags('experimental').analyze()];
  const serious = [...stable.violations, ...experimental.violations].filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), options.what).toEqual([]);
}
