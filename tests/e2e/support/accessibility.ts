import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/**
 * No CSSOM preload: axe copies the page's style sheets into style elements of a scratch document, which the
 * portal's nonce policy refuses (and test.ts reports as violations), so under it the copy never worked anyway.
 * Only css-orientation-lock reads it. A fresh object for every run: AxeBuilder keeps the object it is given and
 * withTags() writes its runOnly into it, so a shared one turned every later run into an experimental-only run.
 */
const preload = () => ({ preload: false });

/** axe's experimental rules, each turned on; learnt from the first run that asks for them by their tag. */
let experimentalRules: Record<string, { enabled: true }> | undefined;

export interface AxeScope {
  /** Only this part of the page: a selector, or a Locator's element (in a shadow root or not). */
  within?: string | Locator;
  /**
   * false: axe's legacy mode, which tests the page and its same-origin frames in the page itself, where its
   * default opens a blank page for every run to gather cross-origin frames' results (three times as long). A
   * cross-origin frame is then left untested (axe's frame-tested rule says so, as incomplete).
   */
  crossOriginFrames?: boolean;
}

/**
 * axe's serious and critical violations on the page (or only inside `within`), one line each: the rule's id,
 * its impact and the nodes. axe leaves its experimental rules out unless asked, and some catch real problems
 * (label in name, WCAG 2.5.3, is one), so they run too: the first time by their tag in a run of their own, which
 * names them, and from then on by name, in the one run with the others. Only violations are collected in
 * full (resultTypes): what passed is not needed and costs time on a large page.
 */
export async function seriousViolations(page: Page, options: AxeScope = {}): Promise<string[]> {
  const within = typeof options.within === 'object' ? await axeSelector(options.within) : options.within;
  const builder = () => {
    const axe = new AxeBuilder({ page }).options(preload());
    if (within) axe.include(within);
    if (options.crossOriginFrames === false) axe.setLegacyMode(true);
    return axe;
  };
  const results: AxeResults[] = [];
  if (experimentalRules) {
    results.push(
      await builder()
        .options({ ...preload(), resultTypes: ['violations'], rules: experimentalRules })
        .analyze(),
    );
  } else {
    const experimental = await builder().withTags('experimental').analyze();
    const rules = [...experimental.passes, ...experimental.violations, ...experimental.incomplete, ...experimental.inapplicable];
    experimentalRules = Object.fromEntries(rules.map((rule) => [rule.id, { enabled: true as const }]));
    results.push(experimental, await builder().analyze());
  }
  return results
    .flatMap((r) => r.violations)
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

let scopes = 0;

/**
 * The element `scope` finds, named as axe names elements across shadow roots: a selector for each shadow host on
 * the way down, then one for the element. They are marked with an attribute of this call's own.
 */
async function axeSelector(scope: Locator): Promise<string | { fromShadowDom: [string, string, ...string[]] }> {
  const mark = `s${++scopes}`;
  const selectors = await scope.evaluate((element, mark) => {
    const chain: string[] = [];
    for (let node: Element | undefined = element, depth = 0; node; depth++) {
      node.setAttribute('data-axe-scope', `${mark}-${depth}`);
      chain.unshift(`[data-axe-scope="${mark}-${depth}"]`);
      const root = node.getRootNode();
      node = root instanceof ShadowRoot ? root.host : undefined;
    }
    return chain;
  }, mark);
  const [outer, inner, ...rest] = selectors;
  return inner === undefined ? outer! : { fromShadowDom: [outer!, inner, ...rest] };
}

/** Fails on any serious or critical violation axe finds on the page (or inside `within`), naming the nodes. */
export async function expectNoSeriousViolations(page: Page, options: AxeScope & { what?: string } = {}) {
  expect(await seriousViolations(page, options), options.what).toEqual([]);
}
