import { ABOVE_ZERO_ERROR, configureApi, GERMINATION_ERROR, session$, type LimusProduct } from '@farm/core';
import { NUMERIC_ENTRY_REFUSED, WidgetRoot } from '@farm/ui';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'chai';
import { http } from 'msw';
import type { ReactNode } from 'react';
import { failure, ok } from '../../../tests/support/api-envelopes';
import { mockApi } from '../../../tests/support/mock-api-browser';
import { LimusCalculator } from './calculators/limus-calculator';
import { SeedRateCalculator, SeedRequiredCalculator } from './calculators/seed-calculator';
import { WheatNitrogenCalculator } from './calculators/wheat-nitrogen-calculator';
import { NO_RESULT_MESSAGE } from './components/results';
import { define } from './define';
import type { CalculatedDetail } from './hooks/use-calculated-event';

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

const PRODUCTS_PATH = '/api/public/calculators/limus-products';
const GUIDELINE_PATH = '/api/public/calculators/wheat-nitrogen-guideline';

// Any API root: an element's `api-root` sends the same requests elsewhere.
const api = mockApi(
  http.get('*/public/calculators/limus-products', () => ok({ products })),
  http.get('*/public/calculators/wheat-nitrogen-guideline', () => ok({ guidelinefig: 220 })),
);

beforeEach(() => {
  // A page with no sign-in: no token getter, as on a marketing page.
  configureApi({ apiRoot: '/api', getAccessToken: undefined, getSessionId: undefined });
  session$.next(null);
});
afterEach(() => cleanup());

// No pause between keystrokes: the calculators do nothing on a timer, and a test that types a lot stays quick on
// a busy machine.
const typist = () => userEvent.setup({ delay: null });
const wrap = (node: ReactNode) => render(<WidgetRoot cacheKey="test-calculators">{node}</WidgetRoot>);
const box = (name: RegExp) => screen.getByLabelText(name) as HTMLInputElement;
/** Clears the box and types `text`, a key at a time, as a user does. */
async function retype(name: RegExp, text: string) {
  const user = typist();
  await user.clear(box(name));
  if (text) await user.type(box(name), text);
}
const working = () => Array.from(screen.getByTestId('calculator-working').querySelectorAll('li')).map((li) => li.textContent);
const resultValue = (label: string) => {
  const term = within(screen.getByTestId('calculator-results')).getByText(label, { selector: 'dt' });
  return term.nextElementSibling!.textContent;
};
/** The message under a box (its aria-describedby note), or '' when there is none. */
const messageUnder = (name: RegExp) => document.getElementById(`${box(name).id}-message`)!.textContent;

describe('numeric inputs', () => {
  it('refuses letters, a second point and commas, typed or pasted, keeps the value and says why', async () => {
    const user = typist();
    wrap(<SeedRequiredCalculator />);
    await retype(/^Sowing rate/, '35a');
    expect(box(/^Sowing rate/).value).to.equal('35');
    expect(messageUnder(/^Sowing rate/)).to.equal(NUMERIC_ENTRY_REFUSED);
    expect(box(/^Sowing rate/).getAttribute('aria-invalid')).to.equal('true');
    await user.type(box(/^Sowing rate/), '.5.');
    expect(box(/^Sowing rate/).value).to.equal('35.5');
    await user.paste('1,000');
    expect(box(/^Sowing rate/).value).to.equal('35.5');
    expect(messageUnder(/^Sowing rate/)).to.equal(NUMERIC_ENTRY_REFUSED);
    // An accepted entry clears the message; a sign and one point are fine.
    await retype(/^Sowing rate/, '-350.5');
    expect(box(/^Sowing rate/).value).to.equal('-350.5');
    await waitFor(() => expect(messageUnder(/^Sowing rate/)).to.equal(ABOVE_ZERO_ERROR));
  });

  it('shows a result only when every input is above 0, and says why under a box that cannot give one', async () => {
    wrap(<SeedRequiredCalculator />);
    expect(screen.getByText(NO_RESULT_MESSAGE)).to.not.equal(null);
    await retype(/^Sowing rate/, '350');
    await retype(/^Area to sow/, '0');
    expect(await screen.findByText(ABOVE_ZERO_ERROR)).to.not.equal(null);
    expect(screen.getByText(NO_RESULT_MESSAGE)).to.not.equal(null);
    await retype(/^Area to sow/, '-20');
    await waitFor(() => expect(messageUnder(/^Area to sow/)).to.equal(ABOVE_ZERO_ERROR));
    expect(screen.queryByTestId('calculator-working')).to.equal(null);
    await retype(/^Area to sow/, '20');
    // Winter wheat by default: 350 × 52 ÷ 0.95 ÷ 100 = 191.58 kg/ha; × 20 ha ÷ 1000 = 3.83 t
    expect(resultValue('Seed required')).to.equal('3.83 t');
    await waitFor(() => expect(messageUnder(/^Area to sow/)).to.equal(''));
    await retype(/^Germination/, '');
    expect(screen.getByText(NO_RESULT_MESSAGE)).to.not.equal(null);
    // An empty box is no result yet, not a mistake.
    expect(messageUnder(/^Germination/)).to.equal('');
  });
});

describe('seed calculators', () => {
  it('fills the thousand-grain weight from the crop, with germination 0.95 by default', async () => {
    const user = typist();
    wrap(<SeedRequiredCalculator />);
    expect(box(/^Thousand grain weight/).value).to.equal('52');
    expect(box(/^Germination/).value).to.equal('0.95');
    await user.selectOptions(screen.getByLabelText('Crop'), 'winter-beans');
    expect(box(/^Thousand grain weight/).value).to.equal('650');
    // Still editable after choosing a crop.
    await retype(/^Thousand grain weight/, '640');
    expect(box(/^Thousand grain weight/).value).to.equal('640');
    // Another crop keeps the weight typed.
    await user.selectOptions(screen.getByLabelText('Crop'), 'Another crop (enter its TGW)');
    expect(box(/^Thousand grain weight/).value).to.equal('640');
  });

  it('has the amount of seed in the seed rate calculator and the area in the seed required one', () => {
    wrap(
      <>
        <SeedRateCalculator />
        <SeedRequiredCalculator />
      </>,
    );
    const [rate, required] = screen.getAllByRole('region');
    expect(within(rate!).getByRole('heading', { level: 2 }).textContent).to.equal('Seed rate');
    expect(within(rate!).getByLabelText(/^Amount of seed/)).to.not.equal(null);
    expect(within(rate!).queryByLabelText(/^Area to sow/)).to.equal(null);
    expect(within(required!).getByRole('heading', { level: 2 }).textContent).to.equal('Seed required');
    expect(within(required!).getByLabelText(/^Area to sow/)).to.not.equal(null);
    expect(within(required!).queryByLabelText(/^Amount of seed/)).to.equal(null);
  });

  it('explains the seed required with the numbers entered', async () => {
    wrap(<SeedRequiredCalculator crop="spring-barley" />);
    await retype(/^Sowing rate/, '350');
    await retype(/^Area to sow/, '20');
    expect(working()).to.deep.equal([
      'Seed rate = 350 seeds/m² × 48 g ÷ 0.95 germination ÷ 100 = 176.84 kg/ha',
      'Seed required = 176.84 kg/ha × 20 ha ÷ 1000 = 3.54 t',
    ]);
  });

  it('converts by 2.47105 in acre mode, labels the units and still explains a value that cannot give a result', async () => {
    const user = typist();
    wrap(<SeedRequiredCalculator crop="spring-barley" />);
    await user.click(screen.getByLabelText('Acres'));
    expect((screen.getByLabelText('Acres') as HTMLInputElement).checked).to.equal(true);
    await retype(/^Sowing rate/, '350');
    await retype(/^Area to sow/, '50');
    expect(screen.getByLabelText('Area to sow (acres)')).to.equal(box(/^Area to sow/));
    expect(resultValue('Seed required')).to.equal('3.58 t');
    expect(resultValue('Seed rate')).to.equal('71.57 kg/acre');
    expect(working()).to.include('Area = 50 acres ÷ 2.47105 = 20.23 ha');
    expect(working()).to.include('Seed rate per acre = 176.84 kg/ha ÷ 2.47105 = 71.57 kg/acre');
    await retype(/^Area to sow/, '0');
    await waitFor(() => expect(messageUnder(/^Area to sow/)).to.equal(ABOVE_ZERO_ERROR));
    expect(screen.getByText(NO_RESULT_MESSAGE)).to.not.equal(null);
    await user.click(screen.getByLabelText('Hectares'));
    expect(screen.getByLabelText('Area to sow (ha)')).to.equal(box(/^Area to sow/));
  });

  it('works out the seed rate and area sown, in acres when the units attribute says so', () => {
    wrap(<SeedRateCalculator crop="Winter Wheat" units="acres" sowingRate="300" amountOfSeed="5" />);
    expect(resultValue('Seed rate')).to.equal('66.45 kg/acre');
    expect(resultValue('Area sown')).to.equal('75.24 acres');
    expect(working()).to.deep.equal([
      'Seed rate = 300 seeds/m² × 52 g ÷ 0.95 germination ÷ 100 = 164.21 kg/ha',
      'Seed rate per acre = 164.21 kg/ha ÷ 2.47105 = 66.45 kg/acre',
      'Area sown = 5 t × 1000 ÷ 164.21 kg/ha = 30.45 ha',
      'Area sown in acres = 30.45 ha × 2.47105 = 75.24 acres',
    ]);
  });

  it('refuses a germination above 1 with an explanation', async () => {
    wrap(<SeedRateCalculator sowingRate="300" amountOfSeed="5" />);
    expect(resultValue('Seed rate')).to.equal('164.21 kg/ha');
    await retype(/^Germination/, '95');
    expect(await screen.findByText(GERMINATION_ERROR)).to.not.equal(null);
    expect(screen.getByText(NO_RESULT_MESSAGE)).to.not.equal(null);
  });

  it('says at once why a preset cannot give a result', async () => {
    wrap(<SeedRequiredCalculator sowingRate="350" area="0" germination="95" />);
    await waitFor(() => expect(messageUnder(/^Area to sow/)).to.equal(ABOVE_ZERO_ERROR));
    expect(messageUnder(/^Germination/)).to.equal(GERMINATION_ERROR);
    expect(messageUnder(/^Sowing rate/)).to.equal('');
  });

  it('fills a box again when its preset changes, keeping what the user typed in the others', async () => {
    const user = typist();
    const view = wrap(<SeedRequiredCalculator crop="winter-wheat" area="20" />);
    await retype(/^Sowing rate/, '350');
    await retype(/^Area to sow/, '25');
    await retype(/^Germination/, '0.9');
    view.rerender(
      <WidgetRoot cacheKey="test-calculators">
        <SeedRequiredCalculator crop="winter-wheat" area="40" />
      </WidgetRoot>,
    );
    await waitFor(() => expect(box(/^Area to sow/).value).to.equal('40'));
    expect(box(/^Sowing rate/).value).to.equal('350');
    expect(box(/^Germination/).value).to.equal('0.9');
    // A new crop fills its weight; new units switch the boxes' units.
    view.rerender(
      <WidgetRoot cacheKey="test-calculators">
        <SeedRequiredCalculator crop="oilseed-rape" units="acres" area="40" />
      </WidgetRoot>,
    );
    await waitFor(() => expect((screen.getByLabelText('Crop') as HTMLSelectElement).value).to.equal('oilseed-rape'));
    expect(box(/^Thousand grain weight/).value).to.equal('6');
    expect((screen.getByLabelText('Acres') as HTMLInputElement).checked).to.equal(true);
    expect(box(/^Area to sow/).value).to.equal('40');
    // The user may still change what a preset filled.
    await user.click(screen.getByLabelText('Hectares'));
    expect((screen.getByLabelText('Hectares') as HTMLInputElement).checked).to.equal(true);
  });
});

describe('Limus Perform rate', () => {
  it('loads the products without a token, presets the inclusion rate and explains each step', async () => {
    wrap(<LimusCalculator />);
    await waitFor(() => expect(box(/^Limus inclusion rate/).value).to.equal('0.5'));
    const requests = await api.requests.all();
    expect(requests.map((r) => r.url.pathname)).to.deep.equal([PRODUCTS_PATH]);
    expect(requests[0]!.headers.get('Authorization')).to.equal(null);
    expect((screen.getByLabelText('Fertiliser product') as HTMLSelectElement).value).to.equal('Liquid UAN 28');
    await retype(/^Fertiliser rate/, '150');
    await retype(/^Area/, '12');
    expect(resultValue('Application rate')).to.equal('0.075 lt/ha');
    expect(resultValue('Limus required')).to.equal('0.9 lt');
    expect(resultValue('Cost')).to.equal('£2.25/ha');
    expect(working()).to.include('Application rate = 150 kg/ha ÷ 1000 × 0.5 lt/t = 0.075 lt/ha');
    expect(working()).to.include('Limus required = 0.075 lt/ha × 12 ha = 0.9 lt');
    expect(working()).to.include('Cost = £30 × 0.075 lt/ha = £2.25/ha');
    // 150 kg ÷ 1.28 = 117.19 lt; × 35.8% ÷ 100 = 41.95 kg N
    expect(working()).to.include('N applied = 117.19 lt/ha × 35.8% w/v ÷ 100 = 41.95 kg/ha');
  });

  it('takes the new product’s inclusion rate and derives w/v from specific gravity × w/w when missing', async () => {
    const user = typist();
    wrap(<LimusCalculator fertiliserRate="200" area="10" />);
    await waitFor(() => expect(box(/^Limus inclusion rate/).value).to.equal('0.5'));
    await user.selectOptions(screen.getByLabelText('Fertiliser product'), 'NS 25-10 Solution');
    expect(box(/^Limus inclusion rate/).value).to.equal('0.75');
    expect(working()).to.include('w/v N = 1.3 specific gravity × 25% w/w = 32.5%');
    expect(resultValue('Application rate')).to.equal('0.15 lt/ha');
  });

  it('keeps an inclusion-rate preset when the products arrive, and chooses the product named by its preset', async () => {
    wrap(<LimusCalculator product="ns 25-10 solution" inclusionRate="0.6" fertiliserRate="100" area="1" />);
    await waitFor(() => expect((screen.getByLabelText('Fertiliser product') as HTMLSelectElement).value).to.equal('NS 25-10 Solution'));
    expect(box(/^Limus inclusion rate/).value).to.equal('0.6');
    expect(resultValue('Application rate')).to.equal('0.06 lt/ha');
  });

  it('converts acre entries by 2.47105', async () => {
    wrap(<LimusCalculator units="acres" fertiliserRate="60" inclusionRate="0.5" area="30" />);
    expect(await screen.findByLabelText('Fertiliser product')).to.not.equal(null);
    expect(resultValue('Application rate')).to.equal('0.03 lt/acre');
    expect(resultValue('Limus required')).to.equal('0.9 lt');
    expect(resultValue('Cost')).to.equal('£0.90/acre');
    expect(resultValue('Total cost')).to.equal('£27.00');
    expect(working()[0]).to.equal('Fertiliser rate = 60 kg/acre × 2.47105 = 148.26 kg/ha');
    expect(screen.getByText('Nutrients are worked out per hectare, then divided by 2.47105 for per acre.')).to.not.equal(null);
  });

  it('says when the products cannot be loaded, still calculates from a typed inclusion rate, and tries again', async () => {
    const user = typist();
    api.use(http.get('*/public/calculators/limus-products', () => failure(500, 'SERVER_ERROR', 'down'), { once: true }));
    wrap(<LimusCalculator fertiliserRate="150" area="12" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).to.contain('The Limus products could not be loaded, so enter the inclusion rate yourself.');
    await retype(/^Limus inclusion rate/, '0.5');
    expect(resultValue('Application rate')).to.equal('0.075 lt/ha');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Fertiliser product')).to.not.equal(null);
    expect(screen.queryByRole('alert')).to.equal(null);
    expect((await api.requests.to(PRODUCTS_PATH)).length).to.equal(2);
  });
});

describe('Wheat - Nitrogen requirement', () => {
  it('presets moisture 15, uptake 60 and protein 10.8 for Feed, 13 for Milling', async () => {
    const user = typist();
    wrap(<WheatNitrogenCalculator />);
    expect((screen.getByLabelText('Feed') as HTMLInputElement).checked).to.equal(true);
    expect(box(/^Grain moisture/).value).to.equal('15');
    expect(box(/^Nitrogen uptake/).value).to.equal('60');
    expect(box(/^Target grain protein/).value).to.equal('10.8');
    await retype(/^Grain moisture/, '18');
    await user.click(screen.getByLabelText('Milling'));
    expect(box(/^Target grain protein/).value).to.equal('13');
    expect(box(/^Grain moisture/).value).to.equal('15');
    await user.click(screen.getByLabelText('Feed'));
    expect(box(/^Target grain protein/).value).to.equal('10.8');
  });

  it('ignores an out-of-range entry, keeps the previous value and says why', async () => {
    const user = typist();
    wrap(<WheatNitrogenCalculator />);
    await retype(/^Target yield/, '8');
    // 8 then 5 makes 85.
    await user.type(box(/^Target yield/), '5');
    expect(box(/^Target yield/).value).to.equal('8');
    expect(await screen.findByText('Target yield must be between 1 and 20 t/ha; the previous value is kept.')).to.not.equal(null);
    await retype(/^Soil nitrogen supply/, '401');
    expect(box(/^Soil nitrogen supply/).value).to.equal('40');
    await user.type(box(/^Grain moisture/), '1');
    expect(box(/^Grain moisture/).value).to.equal('15');
    expect(messageUnder(/^Grain moisture/)).to.equal('Grain moisture must be between 1 and 30 %; the previous value is kept.');
    await retype(/^Nitrogen uptake/, '100');
    expect(box(/^Nitrogen uptake/).value).to.equal('100');
    // An accepted entry clears the box's message.
    await retype(/^Target yield/, '9');
    await waitFor(() => expect(messageUnder(/^Target yield/)).to.equal(''));
    // Choosing a destination presets three boxes and clears every message.
    await user.click(screen.getByLabelText('Milling'));
    await waitFor(() => expect(messageUnder(/^Grain moisture/)).to.equal(''));
    expect(messageUnder(/^Soil nitrogen supply/)).to.equal('');
  });

  it('rounds the results and shows the working with the numbers entered', async () => {
    wrap(<WheatNitrogenCalculator targetYield="8" soilNitrogen="100" />);
    await waitFor(async () => expect(await api.requests.to(GUIDELINE_PATH)).to.have.length(1));
    expect(resultValue('Nitrogen required')).to.equal('149 kg N/ha');
    expect(resultValue('Nmax guide')).to.equal('220 kg N/ha');
    expect(resultValue('Nitrogen offtake')).to.equal('129 kg N/ha');
    expect(resultValue('Crop nitrogen uptake')).to.equal('189 kg N/ha');
    expect(working()).to.deep.equal([
      'Nitrogen offtake = 1000 × 8 t/ha × (100 − 15%) ÷ 100 × (10.8% ÷ 5.7) ÷ 100 = 128.84, rounded 129 kg N/ha',
      'Crop nitrogen uptake = 128.84 ÷ 0.68 = 189.47, rounded 189 kg N/ha',
      'Nitrogen required = (189.47 − 100 soil N) ÷ (60% ÷ 100) = 149.12, rounded 149 kg N/ha',
      'Nmax guide = 220 (yield not over 8 t/ha) = 220 kg N/ha',
    ]);
  });

  it('starts the Nmax guide from the content service’s guideline figure', async () => {
    api.use(http.get('*/public/calculators/wheat-nitrogen-guideline', () => ok({ guidelinefig: 240 })));
    wrap(<WheatNitrogenCalculator targetYield="8" soilNitrogen="100" />);
    await waitFor(() => expect(resultValue('Nmax guide')).to.equal('240 kg N/ha'));
    expect(working()).to.include('Nmax guide = 240 (yield not over 8 t/ha) = 240 kg N/ha');
  });

  it('adds 20 per t/ha over 8 and 40 for milling to the Nmax guide', () => {
    wrap(<WheatNitrogenCalculator destination="Milling" targetYield="10" soilNitrogen="50" />);
    expect(resultValue('Nmax guide')).to.equal('300 kg N/ha');
    expect(resultValue('Nitrogen required')).to.equal('392 kg N/ha');
    expect(working()).to.include('Nmax guide = 220 + 20 × (10 − 8) t/ha + 40 for milling = 300 kg N/ha');
    expect(screen.getByText('The nitrogen required is above the Nmax guide of 300 kg N/ha.')).to.not.equal(null);
  });

  it('still calculates when the guideline figure cannot be loaded, and says so', async () => {
    api.use(http.get('*/public/calculators/wheat-nitrogen-guideline', () => failure(500, 'SERVER_ERROR', 'down')));
    wrap(<WheatNitrogenCalculator targetYield="8" soilNitrogen="100" />);
    expect(await screen.findByText(/The latest guideline figure could not be loaded, so the Nmax guide starts from 220 kg N\/ha\./)).to.not.equal(null);
    expect(resultValue('Nmax guide')).to.equal('220 kg N/ha');
  });
});

describe('calculator elements', () => {
  before(() => define());
  const events: CustomEvent<CalculatedDetail>[] = [];
  const listener = (event: Event) => events.push(event as CustomEvent<CalculatedDetail>);
  beforeEach(() => {
    events.length = 0;
    document.addEventListener('calculated', listener);
  });
  afterEach(() => {
    document.removeEventListener('calculated', listener);
    for (const element of document.querySelectorAll('[data-test-element]')) element.remove();
  });

  function place(tag: string, attributes: Record<string, string>) {
    const element = document.createElement(tag);
    element.setAttribute('data-test-element', '');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    document.body.append(element);
    return element;
  }
  /** The element's shadow root, once its calculator has rendered there. */
  async function shadowOf(element: HTMLElement) {
    await waitFor(() => expect(element.shadowRoot?.querySelector('section')).to.not.equal(null));
    return within(element.shadowRoot as unknown as HTMLElement);
  }

  it('presets inputs from attributes and sends `calculated` (bubbling out of the shadow root) with the result', async () => {
    const element = place('farm-seed-required-calculator', { crop: 'oilseed-rape', units: 'acres', 'sowing-rate': '60', area: '24.7105' });
    const inside = await shadowOf(element);
    await waitFor(() => expect(events).to.have.length(1));
    expect((inside.getByLabelText('Crop') as HTMLSelectElement).value).to.equal('oilseed-rape');
    expect((inside.getByLabelText('Acres') as HTMLInputElement).checked).to.equal(true);
    const [event] = events;
    expect(event!.bubbles && event!.composed).to.equal(true);
    expect(event!.target).to.equal(element);
    const { detail } = event!;
    expect(detail.calculator).to.equal('seed-required');
    expect(detail.inputs).to.deep.equal({ crop: 'Oilseed Rape', sowingRate: 60, tgw: 6, germination: 0.95, area: 24.7105, units: 'acres' });
    // 60 × 6 ÷ 0.95 ÷ 100 = 3.789474 kg/ha; 24.7105 acres = 10 ha; × 10 ÷ 1000 = 0.037895 t
    expect(Math.abs((detail.result.seedTonnes as number) - 0.037895)).to.be.lessThan(1e-6);
    expect(detail.result.seedRateUnit).to.equal('kg/acre');
    expect(detail.working).to.include('Area = 24.71 acres ÷ 2.47105 = 10 ha');
    expect(detail.working).to.deep.equal(Array.from(inside.getByTestId('calculator-working').querySelectorAll('li'), (li) => li.textContent));

    // A changed attribute fills its box again, recalculates and sends again; the user's typing elsewhere stays.
    // fireEvent: user-event cannot focus a box inside a shadow root (it compares document.activeElement, the host).
    const sowingRate = inside.getByLabelText(/^Sowing rate/) as HTMLInputElement;
    fireEvent.change(sowingRate, { target: { value: '120' } });
    await waitFor(() => expect(events.at(-1)!.detail.inputs.sowingRate).to.equal(120));
    const sent = events.length;
    element.setAttribute('area', '49.421');
    await waitFor(() => expect(events).to.have.length(sent + 1));
    expect(events.at(-1)!.detail.inputs).to.include({ sowingRate: 120, area: 49.421 });
    // 120 × 6 ÷ 0.95 ÷ 100 = 7.578947 kg/ha; × 20 ha ÷ 1000 = 0.151579 t
    expect(Math.abs((events.at(-1)!.detail.result.seedTonnes as number) - 0.151579)).to.be.lessThan(1e-6);
    expect(sowingRate.value).to.equal('120');
  });

  it('sends the seed rate and area sown from <farm-seed-rate-calculator>', async () => {
    place('farm-seed-rate-calculator', { crop: 'winter-wheat', 'sowing-rate': '300', 'amount-of-seed': '5' });
    await waitFor(() => expect(events).to.have.length(1));
    const { detail } = events[0]!;
    expect(detail.calculator).to.equal('seed-rate');
    expect(detail.inputs).to.deep.equal({ crop: 'Winter Wheat', sowingRate: 300, tgw: 52, germination: 0.95, amountOfSeed: 5, units: 'hectares' });
    expect(detail.result).to.include({ seedRateUnit: 'kg/ha', areaUnit: 'ha' });
    expect(Math.abs((detail.result.seedRate as number) - 164.2105)).to.be.lessThan(1e-4);
    expect(Math.abs((detail.result.areaSown as number) - 30.4487)).to.be.lessThan(1e-4);
  });

  it('reads the calculator data from the element’s api-root', async () => {
    const element = place('farm-limus-calculator', { 'api-root': '/partner-api', 'fertiliser-rate': '150', area: '12' });
    const inside = await shadowOf(element);
    await waitFor(() => expect((inside.getByLabelText(/^Limus inclusion rate/) as HTMLInputElement).value).to.equal('0.5'));
    expect((await api.requests.all()).map((r) => r.url.pathname)).to.deep.equal(['/partner-api/public/calculators/limus-products']);
    await waitFor(() => expect(events).to.have.length(1));
    expect(events[0]!.detail).to.deep.include({ calculator: 'limus', inputs: { product: 'Liquid UAN 28', fertiliserRate: 150, inclusionRate: 0.5, area: 12, units: 'hectares' } });
    expect(events[0]!.detail.result).to.include({ applicationRateUnit: 'lt/ha', costUnit: '£/ha' });
  });

  it('starts the wheat nitrogen calculator again from its attributes when one changes, ignoring an out-of-range one', async () => {
    api.use(http.get('*/public/calculators/wheat-nitrogen-guideline', () => ok({ guidelinefig: 240 })));
    const element = place('farm-wheat-nitrogen-calculator', { 'target-yield': '8', 'soil-nitrogen': '100' });
    const inside = await shadowOf(element);
    const field = (name: RegExp) => inside.getByLabelText(name) as HTMLInputElement;
    await waitFor(() => expect(events.at(-1)?.detail.result.nmax).to.equal(240));
    // fireEvent: user-event cannot focus a box inside a shadow root (it compares document.activeElement, the host).
    fireEvent.change(field(/^Grain moisture/), { target: { value: '20' } });
    await waitFor(() => expect(events.at(-1)!.detail.inputs.grainMoisture).to.equal(20));
    element.setAttribute('destination', 'milling');
    element.setAttribute('target-yield', '25');
    element.setAttribute('soil-nitrogen', '120');
    await waitFor(() => expect(field(/^Soil nitrogen supply/).value).to.equal('120'));
    expect(field(/^Target yield/).value).to.equal('');
    expect(field(/^Grain moisture/).value).to.equal('15');
    expect(field(/^Target grain protein/).value).to.equal('13');
    expect((inside.getByLabelText('Milling') as HTMLInputElement).checked).to.equal(true);
    // The guideline figure is not loaded again.
    expect(await api.requests.to(GUIDELINE_PATH)).to.have.length(1);
  });

  it('renders each calculator element with its styles inside its own shadow root', async () => {
    for (const tag of ['farm-seed-rate-calculator', 'farm-seed-required-calculator', 'farm-limus-calculator', 'farm-wheat-nitrogen-calculator']) {
      const element = place(tag, {});
      await shadowOf(element);
      expect(element.shadowRoot!.querySelector('style')).to.not.equal(null);
      // Nothing of the calculator is in the page's own DOM.
      expect(element.children.length).to.equal(0);
    }
  });
});
