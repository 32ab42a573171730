// What the calculator tests share: the Limus products and the guideline the mock API answers with, a page with no
// sign-in (as a marketing page is), and ways to type into a calculator and read its working and results.
import { configureApi, session$ } from '@farm/core';
import { type LimusProduct } from '@farm/area-calculators';
import { WidgetRoot } from '@farm/ui';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { ReactNode } from 'react';
import { ok } from '../../../tests/support/api-envelopes';
import { mockApi } from '../../../tests/support/mock-api-browser';

const products: LimusProduct[] = [
  {
    productName: 'Liquid UAN 28',
    'specific-gravity': 1.28,
    'analysis-w-w-n': 28,
    'analysis-w-w-so3': 0,
    'analysis-w-v-n': 35.8,
    'analysis-w-v-so3': 0,
    'limus-perform-rate': 0.5,
    company: 'Fenland Liquid Fertilisers',
  },
  {
    productName: 'NS 25-10 Solution',
    'specific-gravity': 1.3,
    'analysis-w-w-n': 25,
    'analysis-w-w-so3': 10,
    'analysis-w-v-n': null,
    'analysis-w-v-so3': null,
    'limus-perform-rate': 0.75,
    company: 'Northfield Nutrients',
  },
];

export const PRODUCTS_PATH = '/api/public/calculators/limus-products';
export const GUIDELINE_PATH = '/api/public/calculators/wheat-nitrogen-guideline';

/** Call once at the top of a test file. Any API root: an element's `api-root` sends the same requests elsewhere. */
export const calculatorApi = () =>
  mockApi(
    http.get('*/public/calculators/limus-products', () => ok({ products })),
    http.get('*/public/calculators/wheat-nitrogen-guideline', () => ok({ guidelinefig: 220 })),
  );

/** Call once at the top of a test file: each test starts on a page with no sign-in, as on a marketing page. */
export function signedOutPage(): void {
  beforeEach(() => {
    configureApi({ apiRoot: '/api', getAccessToken: undefined, getSessionId: undefined });
    session$.next(null);
  });
  afterEach(() => cleanup());
}

// No pause between keystrokes: the calculators do nothing on a timer, and a test that types a lot stays quick on
// a busy machine.
export const typist = () => userEvent.setup({ delay: null });
const inRoot = (node: ReactNode) => <WidgetRoot cacheKey="test-calculators">{node}</WidgetRoot>;
/** Renders inside the widget's root (theme, emotion cache, query client); `rerender` keeps the root. */
export const wrap = (node: ReactNode) => {
  const view = render(inRoot(node));
  return { ...view, rerender: (next: ReactNode) => view.rerender(inRoot(next)) };
};
export const box = (name: RegExp) => screen.getByLabelText(name) as HTMLInputElement;
/** Clears the box and types `text`, a key at a time, as a user does. */
export async function retype(name: RegExp, text: string) {
  const user = typist();
  await user.clear(box(name));
  if (text) await user.type(box(name), text);
}
export const working = () => Array.from(screen.getByTestId('calculator-working').querySelectorAll('li')).map((li) => li.textContent);
export const resultValue = (label: string) => {
  const term = within(screen.getByTestId('calculator-results')).getByText(label, { selector: 'dt' });
  return term.nextElementSibling!.textContent;
};
/** The message under a box (its aria-describedby note), or '' when there is none. */
export const messageUnder = (name: RegExp) => document.getElementById(`${box(name).id}-message`)!.textContent;
