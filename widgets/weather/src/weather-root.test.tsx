import { account$, queryClient, configureApi, session$, type Weather } from '@farm/core';
import { WidgetRoot } from '@farm/ui';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { expect } from 'chai';
import { fakeFetch, jsonResponse, restoreFetch, type FetchCall } from '../../../tests/support/fake-fetch';
import { account, user } from '../../../tests/support/fixtures';
import { define } from './define';
import { weather } from './test-weather';
import { WEATHER_LOAD_EVENT, WeatherRoot, type WeatherLoadDetail } from './weather-root';

type Answer = { status: number; body: unknown };

describe('WeatherRoot', () => {
  let requests: FetchCall[] = [];
  let answer: (url: URL) => Answer;

  const ok = (url: URL): Answer => {
    const range = url.searchParams.get('range') as Weather['range'];
    const postcode = url.searchParams.get('location')!.toUpperCase();
    return { status: 200, body: { status: 200, data: { weather: weather({ range, location: { ...weather().location, postcode } }) } } };
  };

  beforeEach(() => {
    answer = ok;
    queryClient.clear();
    requests = fakeFetch(({ url }) => {
      const { status, body } = answer(url);
      return jsonResponse(body, status);
    });
    configureApi({ apiRoot: '/api', getAccessToken: async () => 'token' });
    session$.next({ user: user(), internal: false, getAccessToken: async () => 'token' });
    act(() => account$.next(account({ reference: 'HAR001', name: 'Harrison Farms Ltd' })));
  });
  afterEach(() => {
    cleanup();
    restoreFetch();
  });

  const renderPage = () =>
    render(
      <WidgetRoot cacheKey="test-weather">
        <WeatherRoot variant="page" />
      </WidgetRoot>,
    );
  const asked = () => requests.map(({ url }) => `${url.pathname}?${url.searchParams}`);

  it("loads the next 24 hours for the selected business's postcode, sending the session token", async () => {
    renderPage();
    expect(await screen.findByRole('table')).to.not.equal(null);
    expect(asked()).to.deep.equal(['/api/weather?location=CB10+1AA&range=24HR']);
    expect((screen.getByLabelText('Postcode') as HTMLInputElement).value).to.equal('CB10 1AA');
    expect(screen.getByRole('button', { name: 'Next 24 hours' }).getAttribute('aria-pressed')).to.equal('true');
    expect(screen.getByRole('heading', { level: 1 }).textContent).to.equal('Weather - Saffron Walden');
    expect(screen.getByTestId('weather-demo-note')).to.not.equal(null);
  });

  it("switches to the 5 day forecast and back", async () => {
    renderPage();
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: '5 day forecast' }));
    await waitFor(() => expect(screen.getAllByRole('columnheader')[0]!.textContent).to.equal('Day'));
    expect(screen.getByRole('button', { name: '5 day forecast' }).getAttribute('aria-pressed')).to.equal('true');
    fireEvent.click(screen.getByRole('button', { name: 'Next 24 hours' }));
    await waitFor(() => expect(screen.getAllByRole('columnheader')[0]!.textContent).to.equal('Time'));
    expect(asked()).to.deep.equal(['/api/weather?location=CB10+1AA&range=24HR', '/api/weather?location=CB10+1AA&range=5D']);
  });

  it("ignores 'Change Location' while the postcode box is empty", async () => {
    renderPage();
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('Postcode'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change Location' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).to.have.length(1);
    expect(screen.getByRole('table')).to.not.equal(null);
  });

  it("loads the forecast for the postcode typed in when 'Change Location' is pressed", async () => {
    renderPage();
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('Postcode'), { target: { value: 'ln8 3jb' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change Location' }));
    await waitFor(() => expect(asked()).to.include('/api/weather?location=ln8+3jb&range=24HR'));
    await waitFor(() => expect(screen.getByRole('table').textContent).to.contain('(LN8 3JB)'));
  });

  it('replaces the table with the weather error message', async () => {
    renderPage();
    await screen.findByRole('table');
    answer = () => ({
      status: 400,
      body: { status: 400, errorCode: 'WEATHER_LOCATION_NOT_FOUND', errorMessage: 'We could not find a UK location for "ZZ1". Please check the postcode and try again.' },
    });
    fireEvent.change(screen.getByLabelText('Postcode'), { target: { value: 'ZZ1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change Location' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).to.equal('We could not find a UK location for "ZZ1". Please check the postcode and try again.');
    expect(screen.queryByRole('table')).to.equal(null);
    expect(screen.getByRole('button', { name: 'Change Location' })).to.not.equal(null);
  });

  it("shows the portal's connectivity message when the server cannot be reached", async () => {
    answer = () => ({ status: 500, body: { status: 500, errorCode: 'INTERNAL_ERROR', errorMessage: 'Something went wrong.' } });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).to.match(/^Connectivity error, please try again later\./);
    expect(screen.queryByRole('table')).to.equal(null);
  });

  it("reloads for the new business's postcode on a business switch", async () => {
    renderPage();
    await screen.findByRole('table');
    act(() =>
      account$.next(
        account({
          reference: 'FEN002',
          name: 'Fen Edge Partnership',
          address: { street: '4 Station Road', locality: null, postTown: 'Ely', county: 'Cambridgeshire', postcode: 'CB7 4TX' },
        }),
      ),
    );
    await waitFor(() => expect(asked()).to.include('/api/weather?location=CB7+4TX&range=24HR'));
    expect((screen.getByLabelText('Postcode') as HTMLInputElement).value).to.equal('CB7 4TX');
  });

  it('asks for a postcode when the business has no address', async () => {
    act(() => account$.next(account({ reference: 'HAR001', name: 'Harrison Farms Ltd', address: null })));
    renderPage();
    expect(await screen.findByText('Enter a postcode to see the forecast.')).to.not.equal(null);
    expect(requests).to.have.length(0);
  });

  it('shows the card with the next periods and a link to the full forecast', async () => {
    render(
      <WidgetRoot cacheKey="test-weather-card">
        <WeatherRoot variant="card" postcode="CB7 4TX" />
      </WidgetRoot>,
    );
    const now = await screen.findByTestId('weather-card-now');
    expect(now.textContent).to.contain('6°C').and.to.contain('Light rain');
    expect(asked()).to.deep.equal(['/api/weather?location=CB7+4TX&range=24HR']);
    const link = screen.getByRole('link', { name: 'View full forecast' });
    expect(link.getAttribute('href')).to.equal('/dashboard/weather');
    const before = window.location.pathname;
    fireEvent.click(link);
    expect(window.location.pathname).to.equal('/dashboard/weather');
    window.history.replaceState(null, '', before);
  });
});

describe('<farm-weather>', () => {
  before(() => define());
  beforeEach(() => {
    queryClient.clear();
    fakeFetch(({ url }) => {
      const postcode = url.searchParams.get('location')!;
      return jsonResponse({ status: 200, data: { weather: weather({ location: { ...weather().location, postcode } }) } });
    });
    act(() => account$.next(account({ reference: 'HAR001', name: 'Harrison Farms Ltd' })));
  });
  afterEach(() => restoreFetch());

  it('uses its postcode attribute over the business, and says when the forecast has loaded', async () => {
    const element = document.createElement('farm-weather');
    element.setAttribute('postcode', 'LN8 3JB');
    element.setAttribute('variant', 'card');
    const loaded = new Promise<CustomEvent<WeatherLoadDetail>>((resolve) =>
      document.addEventListener(WEATHER_LOAD_EVENT, (event) => resolve(event as CustomEvent<WeatherLoadDetail>), { once: true }),
    );
    document.body.append(element);
    const event = await loaded;
    expect(event.detail).to.deep.equal({ postcode: 'LN8 3JB', name: 'Saffron Walden', range: '24HR', demo: true, slices: 2 });
    expect(event.target).to.equal(element);
    expect(element.shadowRoot!.querySelector('[data-testid="weather-card"]')).to.not.equal(null);
    element.remove();
  });

  it('shows the full page for variant="page"', async () => {
    const element = document.createElement('farm-weather');
    element.setAttribute('postcode', 'CB10 2RL');
    element.setAttribute('variant', 'page');
    document.body.append(element);
    await waitFor(() => expect(element.shadowRoot!.querySelector('table')).to.not.equal(null));
    element.remove();
  });
});
