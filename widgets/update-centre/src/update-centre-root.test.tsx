import { RELEASE_NOTES_RANGE_ORDER } from '@farm/area-content';
import { configureApi, formatDate, releaseNoteState$, session$ } from '@farm/core';
import { WidgetRoot } from '@farm/ui';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'chai';
import { http, HttpResponse } from 'msw';
import { failure } from '../../../tests/support/api-envelopes';
import { releaseNotes } from '@farm/area-content/mocks';
import { user } from '../../../tests/support/fixtures';
import { mockApi } from '../../../tests/support/mock-api-browser';
import { releaseNoteStateHandlers, releaseNotesHandler } from '../../../tests/support/mock-handlers';
import { NO_DATA } from './components/release-accordion';
import { rangeForPreset } from './date-range-presets';
import { NETWORK_REQUEST_ERROR } from './update-centre-errors';
import { UpdateCentreRoot } from './update-centre-root';

const notes = releaseNotes(12);
const api = mockApi(releaseNotesHandler(notes), ...releaseNoteStateHandlers);

const NOTES_PATH = '/api/content/release-notes';
const STATE_PATH = '/api/myuser/release-notes/state';
/** The query of every release-notes call so far, as an object of its parameters. */
const noteCalls = async () => (await api.requests.to(NOTES_PATH)).map(({ url }) => Object.fromEntries(url.searchParams));
/** The titles of the release notes listed, open or closed, in order (each note's header is an h3). */
const shownReleases = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.querySelector('button > span')!.textContent);

describe('UpdateCentreRoot', () => {
  beforeEach(() => {
    releaseNoteState$.next(null);
    configureApi({ apiRoot: '/api', getAccessToken: async () => 'token' });
    session$.next({ user: user(), internal: false, getAccessToken: async () => 'token' });
  });
  afterEach(() => cleanup());

  const renderCentre = () =>
    render(
      <WidgetRoot cacheKey="test-update-centre">
        <UpdateCentreRoot />
      </WidgetRoot>,
    );
  // Ends a test only after its visit is stored, so the answer cannot land in the next test's state.
  const visitStored = () => waitFor(() => expect(releaseNoteState$.value).to.not.equal(null));
  const openHistory = async () => {
    await userEvent.setup().click(screen.getByRole('tab', { name: 'History' }));
    await waitFor(() => expect(shownReleases()).to.include('Release 2'));
  };

  it("is titled 'Release Notes', shows the latest 5 in Recent with the newest open, and stores the visit as last seen", async () => {
    const visited = Date.now();
    renderCentre();
    expect(screen.getByRole('heading', { level: 1 }).textContent).to.equal('Release Notes');
    expect(document.title).to.equal('Release Notes | MyFarm');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).to.deep.equal(['Recent', 'History']);
    expect(screen.getByRole('tab', { name: 'Recent' }).getAttribute('aria-selected')).to.equal('true');
    await screen.findByRole('region', { name: 'Release 1' });
    expect(shownReleases()).to.deep.equal(['Release 1', 'Release 2', 'Release 3', 'Release 4', 'Release 5']);
    expect(screen.getByRole('button', { name: /Release 1/ }).getAttribute('aria-expanded')).to.equal('true');
    expect(screen.getByRole('button', { name: /Release 2/ }).getAttribute('aria-expanded')).to.equal('false');
    expect(await noteCalls()).to.deep.equal([{ pageSize: '5' }]);

    await waitFor(() => expect(releaseNoteState$.value).to.not.equal(null));
    const [visit] = await api.requests.to(STATE_PATH, 'PUT');
    const lastSeenAt = Date.parse((visit!.body as { lastSeenAt: string }).lastSeenAt);
    expect(lastSeenAt).to.be.within(visited, Date.now());
    expect(releaseNoteState$.value!.lastSeenAt).to.equal(new Date(lastSeenAt).toISOString());
  });

  it('opens the note named by ?note= instead of the newest, and the next one asked for while the page is open', async () => {
    const expanded = (title: string) => screen.getByRole('button', { name: new RegExp(`^${title}`) }).getAttribute('aria-expanded');
    const here = window.location.pathname;
    window.history.replaceState(null, '', `${here}?note=${notes[2]!.id}`);
    try {
      renderCentre();
      await screen.findByRole('region', { name: 'Release 3' });
      expect([expanded('Release 1'), expanded('Release 3')]).to.deep.equal(['false', 'true']);

      // History showing: a note clicked in the header brings Recent back with that note open.
      await openHistory();
      window.history.pushState(null, '', `${here}?note=${notes[1]!.id}`);
      window.dispatchEvent(new PopStateEvent('popstate'));
      await screen.findByRole('region', { name: 'Release 2' });
      expect(screen.getByRole('tab', { name: 'Recent' }).getAttribute('aria-selected')).to.equal('true');
      expect([expanded('Release 2'), expanded('Release 3')]).to.deep.equal(['true', 'false']);
      await visitStored();
    } finally {
      window.history.replaceState(null, '', here);
    }
  });

  it('opens the newest when ?note= names no recent note', async () => {
    const here = window.location.pathname;
    window.history.replaceState(null, '', `${here}?note=00000000-0000-4000-8000-000000000000`);
    try {
      renderCentre();
      await screen.findByRole('region', { name: 'Release 1' });
      await visitStored();
    } finally {
      window.history.replaceState(null, '', here);
    }
  });

  it('shows the release notes even when storing the visit fails', async () => {
    api.use(http.put(STATE_PATH, () => failure(500, 'INTERNAL_ERROR', 'Something went wrong.')));
    renderCentre();
    await waitFor(async () => expect(await api.requests.to(STATE_PATH, 'PUT')).to.have.length(1));
    await screen.findByRole('region', { name: 'Release 1' });
    expect(screen.queryByRole('alert')).to.equal(null);
    expect(releaseNoteState$.value).to.equal(null);
  });

  it('opens and closes an accordion entry, showing title, date and the sanitised HTML', async () => {
    const typist = userEvent.setup();
    renderCentre();
    const second = await screen.findByRole('button', { name: /Release 2/ });
    expect(second.getAttribute('aria-expanded')).to.equal('false');
    expect(second.textContent).to.equal(`Release 2${formatDate(notes[1]!.releaseDate)}`);
    expect(second.textContent).to.match(/\d\d\/\d\d\/\d{4}$/);
    await typist.click(second);
    expect(second.getAttribute('aria-expanded')).to.equal('true');
    const region = screen.getByRole('region', { name: 'Release 2' });
    expect((await within(region).findByText(/What changed in release 2/)).tagName).to.equal('P');
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).to.deep.equal(['Item 2.1', 'Item 2.2']);
    expect(region.querySelector('img')!.hasAttribute('onerror')).to.equal(false);
    await typist.click(second);
    expect(second.getAttribute('aria-expanded')).to.equal('false');
    expect(document.getElementById(second.getAttribute('aria-controls')!)!.hidden).to.equal(true);
  });

  it('lists all but the newest in History, 10 a page', async () => {
    const typist = userEvent.setup();
    renderCentre();
    await screen.findByRole('region', { name: 'Release 1' });
    await openHistory();
    expect(shownReleases()).to.deep.equal(notes.slice(1, 11).map((n) => n.content.releaseTitle));
    expect(screen.getByText('Page 1 of 2')).to.not.equal(null);
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).to.equal(true);
    await typist.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 2');
    expect(shownReleases()).to.deep.equal(['Release 12']);
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).to.equal(true);
    expect((await noteCalls()).slice(1)).to.deep.equal([
      { skip: '1', page: '1', pageSize: '10' },
      { skip: '1', page: '2', pageSize: '10' },
    ]);
  });

  it('offers the date presets and filters by one on the server, back to page 1', async () => {
    const typist = userEvent.setup();
    renderCentre();
    await openHistory();
    const presets = within(screen.getByRole('group', { name: 'Date range' }));
    expect(presets.getAllByRole('button').map((b) => b.textContent)).to.deep.equal([
      '+/-30 days',
      '60 days',
      '90 days',
      '6 months',
      'current year',
      'previous year',
      'Clear',
    ]);
    await typist.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 2');

    await typist.click(presets.getByRole('button', { name: '+/-30 days' }));
    const range = rangeForPreset('+/-30 days');
    await waitFor(async () => expect((await noteCalls()).at(-1)).to.deep.equal({ skip: '1', page: '1', pageSize: '10', ...range }));
    // Notes 2 and 3 are 18 and 27 days old; note 4 is 36 days old.
    await waitFor(() => expect(shownReleases()).to.deep.equal(['Release 2', 'Release 3']));
    expect(presets.getByRole('button', { name: '+/-30 days' }).getAttribute('aria-pressed')).to.equal('true');
    expect((screen.getByLabelText('From') as HTMLInputElement).value).to.equal(range.from);
    expect((screen.getByLabelText('To') as HTMLInputElement).value).to.equal(range.to);
    expect(screen.queryByText(/^Page \d/)).to.equal(null);

    await typist.click(presets.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(shownReleases()).to.have.length(10));
    expect((screen.getByLabelText('From') as HTMLInputElement).value).to.equal('');
    expect(presets.getByRole('button', { name: '+/-30 days' }).getAttribute('aria-pressed')).to.equal('false');
  });

  it('filters by dates typed in, and refuses a start date after the end date without asking the server', async () => {
    const typist = userEvent.setup();
    renderCentre();
    await openHistory();
    const [from, to] = [screen.getByLabelText('From') as HTMLInputElement, screen.getByLabelText('To') as HTMLInputElement];
    const day = (n: number) => notes[n - 1]!.releaseDate.slice(0, 10);
    const history = { skip: '1', page: '1', pageSize: '10' };

    await typist.type(to, day(3));
    await waitFor(() => expect(shownReleases()).to.deep.equal(notes.slice(2, 12).map((n) => n.content.releaseTitle)));
    expect(from.max).to.equal(day(3));

    await typist.type(from, day(2));
    expect((await screen.findByRole('alert')).textContent).to.equal(RELEASE_NOTES_RANGE_ORDER);
    expect(to.getAttribute('aria-invalid')).to.equal('true');
    // The message is on To, but the cursor stays where the user is typing.
    expect(document.activeElement).to.equal(from);
    expect(shownReleases()).to.have.length(10);

    await typist.clear(from);
    await typist.type(from, day(5));
    await waitFor(() => expect(shownReleases()).to.deep.equal(['Release 3', 'Release 4', 'Release 5']));
    expect(screen.queryByRole('alert')).to.equal(null);
    // Clearing From asked again for the cached To-only range; the refused range was never sent.
    expect(await noteCalls()).to.deep.equal([{ pageSize: '5' }, history, { ...history, to: day(3) }, { ...history, from: day(5), to: day(3) }]);
  });

  it("says 'No Data' when there are no release notes", async () => {
    api.use(releaseNotesHandler([]));
    renderCentre();
    expect((await screen.findByText(NO_DATA)).textContent).to.equal('No Data');
  });

  it("says 'Network Request Error' when the network fails", async () => {
    api.use(http.get(NOTES_PATH, () => HttpResponse.error()));
    renderCentre();
    expect((await screen.findByRole('alert')).textContent).to.equal(NETWORK_REQUEST_ERROR);
  });

  it("shows the portal's message for a failure the server answers", async () => {
    api.use(http.get(NOTES_PATH, () => failure(500, 'INTERNAL_ERROR', 'Something went wrong.')));
    renderCentre();
    expect((await screen.findByRole('alert')).textContent).to.match(/^Connectivity error, please try again later\./);
  });
});
