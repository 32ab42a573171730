// What the samples widget's tests share: the demo business and user with the mock API's samples, a typist, a
// 1280 px page (or a phone), every flag on, the path the widget is on, and the widget's root.
import { WidgetRoot } from '@farm/ui';
import { setViewport } from '@web/test-runner-commands';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'chai';
import { mockApi } from '../../../../tests/support/mock-api-browser';
import { samplesHandlers } from '../../../../tests/support/mock-handlers';
import { SamplesRoot } from '../samples-root';
import { signedInAsGrower } from '../../../../tests/support/signed-in-widget';

const SAMPLES_PATH = '/api/accounts/HAR001/samples';

/** Call once per test file; `phone` renders at 375 px; the widget is on /dashboard/grainsampling unless `path` says. */
export function samplesTestSetUp({ phone = false, path = '/dashboard/grainsampling' } = {}) {
  const api = mockApi(...samplesHandlers());
  const state = { typist: userEvent.setup(), api };
  const before = window.location.pathname + window.location.search;
  beforeEach(async () => {
    await setViewport(phone ? { width: 375, height: 800 } : { width: 1280, height: 900 });
    history.replaceState(null, '', path);
    state.typist = userEvent.setup();
    signedInAsGrower([]);
  });
  afterEach(() => {
    cleanup();
    history.replaceState(null, '', before);
  });
  return state;
}

export const renderSamples = () =>
  render(
    <WidgetRoot cacheKey="test-samples">
      <SamplesRoot />
    </WidgetRoot>,
  );

/** The query of the last samples list request, as a plain object. */
export async function lastQuery(api: ReturnType<typeof mockApi>): Promise<Record<string, string>> {
  const requests = await api.requests.to(SAMPLES_PATH);
  return Object.fromEntries(requests.at(-1)!.url.searchParams);
}

/** The samples table once its rows are in. */
export async function samplesTable() {
  const table = await screen.findByRole('table', { name: 'Grain samples' }, { timeout: 5000 });
  await waitFor(() => expect(within(table).getAllByRole('row').length).to.be.greaterThan(1));
  return table;
}

/** The sample references of the table's rows, in order. */
export const rowReferences = (table: HTMLElement) => [...table.querySelectorAll('tbody tr[data-sample]')].map((row) => row.getAttribute('data-sample'));

/** Opens the filter panel (it starts hidden), sets what `choose` sets, and applies. */
export async function applyFilters(typist: ReturnType<typeof userEvent.setup>, choose: (panel: HTMLElement) => Promise<void>) {
  const toggle = screen.queryByRole('button', { name: 'Show filters' }) ?? screen.queryByRole('button', { name: 'Filters', expanded: false });
  if (toggle) await typist.click(toggle);
  const panel = await screen.findByRole('search', { name: 'Sample filters' });
  await choose(panel);
  await typist.click(within(panel).getByRole('button', { name: 'Apply filters' }));
}

/** Narrows the list to one commodity by its name. */
export const filterCommodity = (typist: ReturnType<typeof userEvent.setup>, commodity: string) =>
  applyFilters(typist, async (panel) => {
    const select = within(panel).getByLabelText('Commodity');
    await waitFor(() => expect(within(select).getByRole('option', { name: commodity })).to.not.equal(null));
    await typist.selectOptions(select, commodity);
  });
