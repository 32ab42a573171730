import { configureApi, session$, type LimusProduct } from '@farm/core';
import { NUMERIC_ENTRY_REFUSED, WidgetRoot } from '@farm/ui';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'chai';
import type { ReactNode } from 'react';
import { fakeFetch, jsonResponse as json, restoreFetch, type FetchCall } from '../../../tests/support/fake-fetch';
import { LimusCalculator } from './calculators/limus-calculator';
import { SeedRateCalculator } from './calculators/seed-rate-calculator';
import { SeedRequiredCalculator } from './calculators/seed-required-calculator';
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

let requests: FetchCall[] = [];
let failGuideline = false;

beforeEach(() => {
  failGuideline = false;
  // A page with no sign-in: no token getter, as on a marketing page.
  configureApi({ apiRoot: '/api', getAccessToken: undefined, getSessionId: undefined });
  session$.next(null);
  requests = fakeFetch(({ url }) => {
    if (url.pathname.endsWith('/public/calculators/limus-products')) return json({ status: 200, data: { products } });
    if (url.pathname.endsWith('/public/calculators/wheat-nitrogen-guideline'))
      return failGuideline ? json({ status: 500, errorCode: 'X', errorMessage: 'down' }, 500) : json({ status: 200, data: { guidelinefig: 220 } });
    return json({ status: 404, errorCode: 'NOT_FOUND', errorMessage: 'Not found.' }, 404);
  });
});
afterEach(() => {
  cleanup();
  restoreFetch();
});

const wrap = (node: ReactNode) => render(<WidgetRoot cacheKey="test-calculators">{node}</WidgetRoot>);
const box = (name: RegExp) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: RegExp, value: string) => fireEvent.change(box(name), { target: { value } });
const working = () => Array.from(screen.getByTestId('calculator-working').querySelectorAll('li')).map((li) => li.textContent);
const resultValue = (label: string) => {
  const term = within(screen.getByTestId('calculator-results')).getByText(label, { selector: 'dt' });
  return term.nextElementSibling!.textContent;
};

describe('numeric inputs', () => {
  it('refuses letters, a second point and commas, keeps the value and says why', () => {
    wrap(<SeedRequiredCalculator />);
    type(/^Sowing rate/, '35');
    type(/^Sowing rate/, '35a');
    expect(box(/^Sowing rate/).value).to.equal('35');
    expect(screen.getByText(NUMERIC_ENTRY_REFUSED)).to.not.equal(null);
    expect(box(/^Sowing rate/).getAttribute('aria-invalid')).to.equal('true');
    type(/^Sowing rate/, '3.5.');
    expect(box(/^Sowing rate/).value).to.equal('35');
    type(/^Sowing rate/, '1,000');
    expect(box(/^Sowing rate/).value).to.equal('35');
    // An accepted entry clears the message; a sign and one point are fine.
    type(/^Sowing rate/, '-350.5');
    expect(box(/^Sowing rate/).value).to.equal('-350.5');
    expect(screen.queryByText(NUMERIC_ENTRY_REFUSED)).to.equal(null);
  });

  it('shows a result only when every input is above 0', () => {
    wrap(<SeedRequiredCalculator />);
    expect(screen.getByText(NO_RESULT_MESSAGE)).to.not.equal(null);
    type(/^Sowing rate/, '350');
    type(/^Area to sow/, '0');
    expect(screen.getByText(NO_RESULT_MESSAGE)).to.not.equal(null);
    expect(screen.getByText('Enter a number above 0.')).to.not.equal(null);
    type(/^Area to sow/, '-20');
    expect(screen.queryByTestId('calculator-working')).to.equal(null);
    type(/^Area to sow/, '20');
    // Winter wheat by default: 350 × 52 ÷ 0.95 ÷ 100 = 191.58 kg/ha; × 20 ha ÷ 1000 = 3.83 t
    expect(resultValue('Seed required')).to.equal('3.83 t');
    type(/^Germination/, '');
    expect(screen.getByText(NO_RESULT_MESSAGE)).to.not.equal(null);
  });
});

describe('seed calculators', () => {
  it('fills the thousand-grain weight from the crop, with germination 0.95 by default', () => {
    wrap(<SeedRequiredCalculator />);
    expect(box(/^Thousand grain weight/).value).to.equal('52');
    expect(box(/^Germination/).value).to.equal('0.95');
    fireEvent.change(screen.getByLabelText('Crop'), { target: { value: 'winter-beans' } });
    expect(box(/^Thousand grain weight/).value).to.equal('650');
    // Still editable after choosing a crop.
    type(/^Thousand grain weight/, '640');
    expect(box(/^Thousand grain weight/).value).to.equal('640');
  });

  it('explains the seed required with the numbers entered', () => {
    wrap(<SeedRequiredCalculator crop="spring-barley" />);
    type(/^Sowing rate/, '350');
    type(/^Area to sow/, '20');
    expect(working()).to.deep.equal([
      'Seed rate = 350 seeds/m² × 48 g ÷ 0.95 germination ÷ 100 = 176.84 kg/ha',
      'Seed required = 176.84 kg/ha × 20 ha ÷ 1000 = 3.54 t',
    ]);
  });

  it('converts by 2.47105 in acre mode and labels the units', () => {
    wrap(<SeedRequiredCalculator crop="spring-barley" />);
    fireEvent.click(screen.getByLabelText('Acres'));
    type(/^Sowing rate/, '350');
    type(/^Area to sow/, '50');
    expect(box(/^Area to sow/).closest('div')!.parentElement!.textContent).to.contain('acres');
    expect(resultValue('Seed required')).to.equal('3.58 t');
    expect(resultValue('Seed rate')).to.equal('71.57 kg/acre');
    expect(working()).to.include('Area = 50 acres ÷ 2.47105 = 20.23 ha');
    expect(working()).to.include('Seed rate per acre = 176.84 kg/ha ÷ 2.47105 = 71.57 kg/acre');
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

  it('refuses a germination above 1 with an explanation', () => {
    wrap(<SeedRateCalculator sowingRate="300" amountOfSeed="5" />);
    type(/^Germination/, '95');
    expect(screen.getByText('Enter germination as a fraction between 0 and 1, for example 0.95.')).to.not.equal(null);
    expect(screen.getByText(NO_RESULT_MESSAGE)).to.not.equal(null);
  });
});

describe('Limus Perform rate', () => {
  it('loads the products without a token, presets the inclusion rate and explains each step', async () => {
    wrap(<LimusCalculator />);
    await waitFor(() => expect(box(/^Limus inclusion rate/).value).to.equal('0.5'));
    expect(requests.map((r) => r.url.pathname)).to.deep.equal(['/api/public/calculators/limus-products']);
    expect(requests[0]!.headers.get('Authorization')).to.equal(null);
    type(/^Fertiliser rate/, '150');
    type(/^Area/, '12');
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
    wrap(<LimusCalculator fertiliserRate="200" area="10" />);
    await waitFor(() => expect(box(/^Limus inclusion rate/).value).to.equal('0.5'));
    fireEvent.change(screen.getByLabelText('Fertiliser product'), { target: { value: 'NS 25-10 Solution' } });
    expect(box(/^Limus inclusion rate/).value).to.equal('0.75');
    expect(working()).to.include('w/v N = 1.3 specific gravity × 25% w/w = 32.5%');
    expect(resultValue('Application rate')).to.equal('0.15 lt/ha');
  });

  it('converts acre entries by 2.47105', async () => {
    wrap(<LimusCalculator units="acres" fertiliserRate="60" inclusionRate="0.5" area="30" />);
    await waitFor(() => expect(screen.getByLabelText('Fertiliser product')).to.not.equal(null));
    expect(resultValue('Application rate')).to.equal('0.03 lt/acre');
    expect(resultValue('Limus required')).to.equal('0.9 lt');
    expect(resultValue('Cost')).to.equal('£0.90/acre');
    expect(resultValue('Total cost')).to.equal('£27.00');
    expect(working()[0]).to.equal('Fertiliser rate = 60 kg/acre × 2.47105 = 148.26 kg/ha');
  });
});

describe('Wheat - Nitrogen requirement', () => {
  it('presets moisture 15, uptake 60 and protein 10.8 for Feed, 13 for Milling', () => {
    wrap(<WheatNitrogenCalculator />);
    expect((screen.getByLabelText('Feed') as HTMLInputElement).checked).to.equal(true);
    expect(box(/^Grain moisture/).value).to.equal('15');
    expect(box(/^Nitrogen uptake/).value).to.equal('60');
    expect(box(/^Target grain protein/).value).to.equal('10.8');
    type(/^Grain moisture/, '18');
    fireEvent.click(screen.getByLabelText('Milling'));
    expect(box(/^Target grain protein/).value).to.equal('13');
    expect(box(/^Grain moisture/).value).to.equal('15');
    fireEvent.click(screen.getByLabelText('Feed'));
    expect(box(/^Target grain protein/).value).to.equal('10.8');
  });

  it('ignores an out-of-range entry, keeps the previous value and says why', () => {
    wrap(<WheatNitrogenCalculator />);
    type(/^Target yield/, '8');
    type(/^Target yield/, '25');
    expect(box(/^Target yield/).value).to.equal('8');
    expect(screen.getByText('Target yield must be between 1 and 20 t/ha; the previous value is kept.')).to.not.equal(null);
    type(/^Soil nitrogen supply/, '401');
    expect(box(/^Soil nitrogen supply/).value).to.equal('');
    type(/^Grain moisture/, '31');
    expect(box(/^Grain moisture/).value).to.equal('15');
    type(/^Nitrogen uptake/, '100');
    expect(box(/^Nitrogen uptake/).value).to.equal('100');
  });

  it('rounds the results and shows the working with the numbers entered', async () => {
    wrap(<WheatNitrogenCalculator targetYield="8" soilNitrogen="100" />);
    await waitFor(() => expect(requests.map((r) => r.url.pathname)).to.include('/api/public/calculators/wheat-nitrogen-guideline'));
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

  it('adds 20 per t/ha over 8 and 40 for milling to the Nmax guide', () => {
    wrap(<WheatNitrogenCalculator destination="Milling" targetYield="10" soilNitrogen="50" />);
    expect(resultValue('Nmax guide')).to.equal('300 kg N/ha');
    expect(resultValue('Nitrogen required')).to.equal('392 kg N/ha');
    expect(working()).to.include('Nmax guide = 220 + 20 × (10 − 8) t/ha + 40 for milling = 300 kg N/ha');
    expect(screen.getByText('The nitrogen required is above the Nmax guide of 300 kg N/ha.')).to.not.equal(null);
  });

  it('still calculates when the guideline figure cannot be loaded, and says so', async () => {
    failGuideline = true;
    wrap(<WheatNitrogenCalculator targetYield="8" soilNitrogen="100" />);
    expect(await screen.findByText(/The latest guideline figure could not be loaded/)).to.not.equal(null);
    expect(resultValue('Nmax guide')).to.equal('220 kg N/ha');
  });
});

describe('calculator elements', () => {
  before(() => define());
  const nextFrame = () => new Promise((resolve) => setTimeout(resolve, 80));

  it('presets inputs from attributes and sends `calculated` (bubbling out of the shadow root) with the result', async () => {
    const events: CustomEvent<CalculatedDetail>[] = [];
    const listener = (event: Event) => events.push(event as CustomEvent<CalculatedDetail>);
    document.addEventListener('calculated', listener);
    const element = document.createElement('farm-seed-required-calculator');
    element.setAttribute('crop', 'oilseed-rape');
    element.setAttribute('units', 'acres');
    element.setAttribute('sowing-rate', '60');
    element.setAttribute('area', '24.7105');
    await act(async () => {
      document.body.append(element);
      await nextFrame();
    });
    const root = element.shadowRoot!;
    expect((root.querySelector('select') as HTMLSelectElement).value).to.equal('oilseed-rape');
    expect(root.textContent).to.contain('Seed required');
    expect(events.length).to.equal(1);
    const { detail } = events[0]!;
    expect(events[0]!.bubbles && events[0]!.composed).to.equal(true);
    expect(detail.calculator).to.equal('seed-required');
    // 60 × 6 ÷ 0.95 ÷ 100 = 3.789474 kg/ha; 24.7105 acres = 10 ha; × 10 ÷ 1000 = 0.037895 t
    expect(Math.abs((detail.result.seedTonnes as number) - 0.037895)).to.be.lessThan(1e-6);
    expect(detail.inputs).to.include({ units: 'acres', crop: 'Oilseed Rape', sowingRate: 60 });
    expect(detail.working).to.include('Area = 24.71 acres ÷ 2.47105 = 10 ha');

    // A changed attribute recalculates and sends again.
    await act(async () => {
      element.setAttribute('area', '49.421');
      await nextFrame();
    });
    expect(events.length).to.equal(2);
    expect(Math.abs((events[1]!.detail.result.seedTonnes as number) - 0.075789)).to.be.lessThan(1e-6);
    document.removeEventListener('calculated', listener);
    element.remove();
  });

  it('renders each calculator element with its styles inside its own shadow root', async () => {
    const tags = ['farm-seed-rate-calculator', 'farm-limus-calculator', 'farm-wheat-nitrogen-calculator'];
    const elements = tags.map((tag) => document.createElement(tag));
    await act(async () => {
      document.body.append(...elements);
      await nextFrame();
    });
    for (const element of elements) {
      expect(element.shadowRoot!.querySelector('section')).to.not.equal(null);
      expect(element.shadowRoot!.querySelector('style')).to.not.equal(null);
      element.remove();
    }
  });
});
