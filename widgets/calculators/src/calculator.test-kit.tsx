// What the calculator tests share: the mock API (the area's Limus products and guideline), a page with no
// sign-in (as a marketing page is), and ways to type into a calculator and read its working and results.
import { configureApi, session$ } from '@farm/core';
import { calculatorHandlers } from '@farm/area-calculators/mocks';
import { WidgetRoot } from '@farm/ui';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { mockApi } from '../../../tests/support/mock-api-browser';

export const PRODUCTS_PATH = '/api/public/calculators/limus-products';
export const GUIDELINE_PATH = '/api/public/calculators/wheat-nitrogen-guideline';

/** Call once at the top of a test file. Any API root: an element's `api-root` sends the same requests elsewhere. */
export const calculatorApi = () => mockApi(...calculatorHandlers);

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
/** Every result shown, by its label. */
export const results = () =>
  Object.fromEntries(
    Array.from(screen.getByTestId('calculator-results').querySelectorAll('dt')).map((term) => [term.textContent, term.nextElementSibling!.textContent]),
  );
/** The message under a box (its aria-describedby note), or '' when there is none. */
export const messageUnder = (name: RegExp) => document.getElementById(`${box(name).id}-message`)!.textContent;
