import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/**
 * No CSSOM preload: axe copies the page's style sheets into style elements of a scratch document, which the
 * portal's nonce policy refuses (and test.ts reports as violations), so under it the copy never worked anyway.
 * Only css-orientation-lock reads it.
 */
const PRELOAD = { preload: false } as const;

/** axe's experimental rules, each turned on; learnt from the first run that asks for them by their tag. */
let experimentalRules: Record<string, { enabled: true }> | undefined;

/**
 * Runs axe on the page (or only inside `within`) and fails on any serious or critical violation, naming the
 * nodes. axe leaves its experimental rules out unless asked, and some catch real problems (label in name,
 * WCAG 2.5.3, is one), so they run too: the first time by their tag in a run of their own, which names them,
 * and from then on by name, in the one run with the others.
 */
export async function expectNoSeriousViolations(page: Page, options: { within?: string; what?: string } = {}) {
  const builder = () => {
    const axe = new AxeBuilder({ page }).options(PRELOAD);
    if (options.within) axe.include(options.within);
    return axe;
  };
  const results: AxeResults[] = [];
  if (experimentalRules) {
    results.push(await builder().options({ ...PRELOAD, rules: experimentalRules }).analyze());
  } else {
    const experimental = await builder().withTags('experimental').analyze();
    const rules = [...experimental.passes, ...experimental.violations, ...experimental.incomplete, ...experimental.inapplicable];
    experimentalRules = Object.fromEntries(rules.map((rule) => [rule.id, { enabled: true as const }]));
    results.push(experimental, await builder().analyze());
  }
  const serious = results.flatMap((r) => r.violations).filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), options.what).toEqual([]);
}
