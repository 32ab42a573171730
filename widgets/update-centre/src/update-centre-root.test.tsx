import { configureApi, releaseNoteState$, session$ } from '@farm/core';
import { WidgetRoot } from '@farm/ui';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'chai';
import { fakeFetch, jsonResponse, restoreFetch, type FetchCall } from '../../../tests/support/fake-fetch';
import { user } from '../../../tests/support/fixtures';
import { UpdateCentreRoot } from './update-centre-root';

const note = (n: number) => {
  const date = new Date(Date.UTC(2026, 0, 30 - n, 9)).toISOString();
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    releaseDate: date,
    content: { releaseTitle: `Release ${n}`, releaseDate: date, releaseContent: `<p>Body ${n}</p><img src="x" onerror="window.pwned = 1">` },
  };
};

describe('UpdateCentreRoot', () => {
  let requests: FetchCall[] = [];
  let answer: (url: URL) => Promise<Response>;
  const json = (data: unknown) => jsonResponse({ status: 200, data });
  const list = (notes: ReturnType<typeof note>[], total = notes.length, pageSize = 10) => ({ notifications: notes, total, page: 1, pageSize });

  beforeEach(() => {
    answer = async (url) => {
      if (url.pathname === '/api/myuser/release-notes/state') return json({ state: { lastSeenAt: new Date().toISOString(), popupReleaseId: null, popupShownCount: 0 } });
      const skip = Number(url.searchParams.get('skip') ?? 0);
      const all = Array.from({ length: 12 }, (_, i) => note(i + 1)).slice(skip);
      const size = Number(url.searchParams.get('pageSize'));
      const page = Number(url.searchParams.get('page') ?? 1);
      return json({ ...list(all.slice((page - 1) * size, page * size), all.length, size), page });
    };
    requests = fakeFetch(({ url }) => answer(url));
    configureApi({ apiRoot: '/api', getAccessToken: async () => 'token' });
    session$.next({ user: user(), internal: false, getAccessToken: async () => 'token' });
  });
  afterEach(() => {
    cleanup();
    restoreFetch();
  });

  const renderCentre = () =>
    render(
      <WidgetRoot cacheKey="test-update-centre">
        <UpdateCentreRoot />
      </WidgetRoot>,
    );

  it("is titled 'Release Notes', shows the latest 5 in Recent and stores the visit as last seen", async () => {
    renderCentre();
    expect(screen.getByRole('heading', { level: 1 }).textContent).to.equal('Release Notes');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).to.deep.equal(['Recent', 'History']);
    await screen.findByRole('button', { name: /Release 1/ });
    const recent = requests.find(({ url }) => url.pathname === '/api/content/release-notes')!.url;
    expect(recent.searchParams.get('pageSize')).to.equal('5');
    await waitFor(() => expect(requests.some(({ method, url }) => method === 'PUT' && url.pathname === '/api/myuser/release-notes/state')).to.equal(true));
    await waitFor(() => expect(releaseNoteState$.value).to.not.equal(null));
  });

  it('opens and closes an accordion entry, showing title, date and the sanitised HTML', async () => {
    answer = async (url) => (url.pathname.includes('state') ? json({ state: { lastSeenAt: null, popupReleaseId: null, popupShownCount: 0 } }) : json(list([note(1), note(2)])));
    renderCentre();
    const second = await screen.findByRole('button', { name: /Release 2/ });
    expect(second.getAttribute('aria-expanded')).to.equal('false');
    expect(second.textContent).to.contain('28/01/2026');
    fireEvent.click(second);
    expect(second.getAttribute('aria-expanded')).to.equal('true');
    const region = screen.getByRole('region', { name: 'Release 2' });
    expect(await within(region).findByText('Body 2')).to.not.equal(null);
    expect(region.querySelector('img')!.hasAttribute('onerror')).to.equal(false);
    fireEvent.click(second);
    expect(second.getAttribute('aria-expanded')).to.equal('false');
  });

  it('lists all but the newest in History, 10 a page, and filters by a preset', async () => {
    renderCentre();
    fireEvent.click(screen.getByRole('tab', { name: 'History' }));
    await screen.findByText('Page 1 of 2');
    const history = requests.map(({ url }) => url).filter((u) => u.searchParams.get('skip') === '1');
    expect(history[0]!.searchParams.get('pageSize')).to.equal('10');
    expect(screen.queryByRole('button', { name: /Release 1\b/ })).to.equal(null);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 2');
    fireEvent.click(screen.getByRole('button', { name: 'current year' }));
    await waitFor(() => {
      const last = requests.map(({ url }) => url).filter((u) => u.searchParams.get('skip') === '1').at(-1)!;
      expect(last.searchParams.get('from')).to.equal(`${new Date().getFullYear()}-01-01`);
      expect(last.searchParams.get('page')).to.equal('1');
    });
    expect(screen.getAllByRole('button').map((b) => b.textContent)).to.include.members(['+/-30 days', '60 days', '90 days', '6 months', 'current year', 'previous year', 'Clear']);
  });

  it("says 'No Data' when there are no release notes", async () => {
    answer = async (url) => (url.pathname.includes('state') ? json({ state: { lastSeenAt: null, popupReleaseId: null, popupShownCount: 0 } }) : json(list([])));
    renderCentre();
    await screen.findByText('No Data');
  });

  it("says 'Network Request Error' when the network fails", async () => {
    answer = async () => {
      throw new TypeError('Failed to fetch');
    };
    renderCentre();
    expect((await screen.findByRole('alert')).textContent).to.equal('Network Request Error');
  });
});
