import { account$, configureApi, session$ } from '@farm/core';
import { WidgetRoot } from '@farm/ui';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'chai';
import { http } from 'msw';
import { failure } from '../../../tests/support/api-envelopes';
import { account, user } from '../../../tests/support/fixtures';
import { mockApi } from '../../../tests/support/mock-api-browser';
import { demoAccounts, weatherHandler } from '../../../tests/support/mock-handlers';
import { NO_POSTCODE_MESSAGE } from './components/weather-status';
import { define } from './define';
import { WEATHER_LOAD_EVENT, WeatherRoot, type WeatherLoadDetail } from './weather-root';

const api = mockApi(weatherHandler);
const [saffronWalden, ely] = demoAccounts as [(typeof demoAccounts)[0], (typeof demoAccounts)[0]];

/** Every weather call so far, as `location range`. */
const asked = async () => (await api.requests.to('/api/weather')).map(({ url }) => `${url.searchParams.get('location')} ${url.searchParams.get('range')}`);

describe('WeatherRoot', () => {
  beforeEach(() => {
    configureApi({ apiRoot: '/api', getAccessToken: async () => 'token' });
    session$.next({ user: user(), internal: false, getAccessToken: async () => 'token' });
    act(() => account$.next(saffronWalden));
  });
  afterEach(() => cleanup());

  const renderPage = () =>
    render(
      <WidgetRoot cacheKey="test-weather">
        <WeatherRoot variant="page" />
      </WidgetRoot>,
    );
  const box = () => screen.getByLabelText('Postcode') as HTMLInputElement;
  const bodyRows = () => screen.getAllByRole('row').slice(1);
  /** Types a postcode in place of the box's text and presses 'Change Location'. */
  const changeLocation = async (postcode: string) => {
    const typist = userEvent.setup();
    await typist.clear(box());
    if (postcode) await typist.type(box(), postcode);
    await typist.click(screen.getByRole('button', { name: 'Change Location' }));
  };

  it("loads the next 24 hours for the selected business's postcode, sending the session token", async () => {
    renderPage();
    expect(screen.getByText('Loading the forecast…')).to.not.equal(null);
    await screen.findByRole('table');
    const [request] = await api.requests.to('/api/weather');
    expect(await asked()).to.deep.equal(['CB10 1AA 24HR']);
    expect(request!.headers.get('Authorization')).to.equal('Bearer token');
    expect(box().value).to.equal('CB10 1AA');
    expect(screen.getByRole('button', { name: 'Next 24 hours' }).getAttribute('aria-pressed')).to.equal('true');
    expect(screen.getByRole('heading', { level: 1 }).textContent).to.equal('Weather - Saffron Walden');
    expect(bodyRows()).to.have.length(8);
    expect(screen.getByTestId('weather-demo-note')).to.not.equal(null);
  });

  it('switches to the 5 day forecast and back, asking the server once for each', async () => {
    const typist = userEvent.setup();
    renderPage();
    await screen.findByRole('table');
    await typist.click(screen.getByRole('button', { name: '5 day forecast' }));
    await waitFor(() => expect(screen.getAllByRole('columnheader')[0]!.textContent).to.equal('Day'));
    expect(bodyRows()).to.have.length(5);
    expect(screen.getByRole('button', { name: '5 day forecast' }).getAttribute('aria-pressed')).to.equal('true');
    expect(screen.getByRole('button', { name: 'Next 24 hours' }).getAttribute('aria-pressed')).to.equal('false');
    await typist.click(screen.getByRole('button', { name: 'Next 24 hours' }));
    await waitFor(() => expect(screen.getAllByRole('columnheader')[0]!.textContent).to.equal('Time'));
    // A later call is logged after any repeat of the first one would have been.
    await changeLocation('LN8 3JB');
    await waitFor(async () => expect(await asked()).to.include('LN8 3JB 24HR'));
    expect(await asked()).to.deep.equal(['CB10 1AA 24HR', 'CB10 1AA 5D', 'LN8 3JB 24HR']);
  });

  it("keeps the forecast and asks for a postcode when 'Change Location' is pressed with the box empty", async () => {
    renderPage();
    await screen.findByRole('table');
    await changeLocation('   ');
    expect((await screen.findByRole('alert')).textContent).to.equal('Enter a postcode.');
    expect(box().getAttribute('aria-invalid')).to.equal('true');
    expect(bodyRows()).to.have.length(8);
    expect(screen.getByRole('heading', { level: 1 }).textContent).to.equal('Weather - Saffron Walden');
    // The next postcode is the only call after the first: the empty box sent nothing.
    await changeLocation('CB7 4TX');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).to.equal('Weather - Ely'));
    expect(await asked()).to.deep.equal(['CB10 1AA 24HR', 'CB7 4TX 24HR']);
    expect(screen.queryByRole('alert')).to.equal(null);
  });

  it("loads the forecast for the postcode typed in when 'Change Location' is pressed", async () => {
    renderPage();
    await screen.findByRole('table');
    await changeLocation(' ln8 3jb ');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).to.equal('Weather - Market Rasen'));
    expect(screen.getByRole('table').querySelector('caption')!.textContent).to.contain('Market Rasen (LN8 3JB)');
    expect(await asked()).to.deep.equal(['CB10 1AA 24HR', 'ln8 3jb 24HR']);
  });

  it('never lets the box hold more than a postcode can be', async () => {
    renderPage();
    await screen.findByRole('table');
    await userEvent.setup().type(box(), 'ABCDEFGHIJKLMNOPQRST');
    expect(box().value).to.have.length(16);
  });

  it('replaces the table with the weather error message, keeping the form', async () => {
    renderPage();
    await screen.findByRole('table');
    await changeLocation('ZZ1');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).to.equal('We could not find a UK location for "ZZ1". Please check the postcode and try again.');
    expect(screen.queryByRole('table')).to.equal(null);
    expect(screen.getByRole('heading', { level: 1 }).textContent).to.equal('Weather');
    expect(screen.getByRole('button', { name: 'Change Location' })).to.not.equal(null);
  });

  it("shows the portal's connectivity message when the weather call fails otherwise", async () => {
    api.use(http.get('/api/weather', () => failure(500, 'INTERNAL_ERROR', 'Something went wrong.')));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).to.match(/^Connectivity error, please try again later\./);
    expect(screen.queryByRole('table')).to.equal(null);
  });

  it("reloads for the new business's postcode on a business switch", async () => {
    renderPage();
    await screen.findByRole('table');
    act(() => account$.next(ely));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).to.equal('Weather - Ely'));
    expect(box().value).to.equal('CB7 4TX');
    expect(await asked()).to.deep.equal(['CB10 1AA 24HR', 'CB7 4TX 24HR']);
  });

  it('asks for a postcode when the business has no address, calling nothing until one is given', async () => {
    act(() => account$.next(account({ reference: 'HAR001', name: 'Harrison Farms Ltd', address: null })));
    renderPage();
    expect(await screen.findByText(NO_POSTCODE_MESSAGE)).to.not.equal(null);
    expect(box().value).to.equal('');
    await changeLocation('CB10 1AA');
    await screen.findByRole('table');
    expect(await asked()).to.deep.equal(['CB10 1AA 24HR']);
  });

  it('shows the card with the next periods and a link to the full forecast', async () => {
    const before = window.location.pathname;
    render(
      <WidgetRoot cacheKey="test-weather-card">
        <WeatherRoot variant="card" postcode="CB7 4TX" />
      </WidgetRoot>,
    );
    const now = await screen.findByTestId('weather-card-now');
    expect(now.textContent).to.contain('7°C').and.to.contain('Partly cloudy');
    expect(screen.getByRole('heading', { level: 2 }).textContent).to.equal('Weather - Ely');
    expect(screen.getByRole('list', { name: 'Later today' }).children).to.have.length(4);
    expect(await asked()).to.deep.equal(['CB7 4TX 24HR']);
    const link = screen.getByRole('link', { name: 'View full forecast' });
    expect(link.getAttribute('href')).to.equal('/dashboard/weather');
    await userEvent.setup().click(link);
    expect(window.location.pathname).to.equal('/dashboard/weather');
    window.history.replaceState(null, '', before);
  });
});

describe('<farm-weather>', () => {
  before(() => define());
  beforeEach(() => act(() => account$.next(saffronWalden)));

  it('uses its postcode attribute over the business, and says when the forecast has loaded', async () => {
    const element = document.createElement('farm-weather');
    element.setAttribute('postcode', 'LN8 3JB');
    element.setAttribute('variant', 'card');
    const loaded = new Promise<CustomEvent<WeatherLoadDetail>>((resolve) =>
      document.addEventListener(WEATHER_LOAD_EVENT, (event) => resolve(event as CustomEvent<WeatherLoadDetail>), { once: true }),
    );
    document.body.append(element);
    const event = await loaded;
    expect(event.detail).to.deep.equal({ postcode: 'LN8 3JB', name: 'Market Rasen', range: '24HR', demo: true, slices: 8 });
    expect(event.target).to.equal(element);
    expect(element.shadowRoot!.querySelector('[data-testid="weather-card"]')).to.not.equal(null);
    expect(await asked()).to.deep.equal(['LN8 3JB 24HR']);
    element.remove();
  });

  it('shows the full page for variant="page", with the postcode in its box', async () => {
    const element = document.createElement('farm-weather');
    element.setAttribute('postcode', 'CB10 2RL');
    element.setAttribute('variant', 'page');
    document.body.append(element);
    await waitFor(() => expect(element.shadowRoot!.querySelectorAll('tbody tr')).to.have.length(8));
    expect((element.shadowRoot!.querySelector('input') as HTMLInputElement).value).to.equal('CB10 2RL');
    element.remove();
  });
});
