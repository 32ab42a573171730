import { fireEvent, waitFor, within } from '@testing-library/react';
import { expect } from 'chai';
import { http } from 'msw';
import { ok } from '../../../tests/support/api-envelopes';
import { define } from './define';
import type { CalculatedDetail } from './hooks/use-calculated-event';
import { calculatorApi, GUIDELINE_PATH, signedOutPage } from './calculator.test-kit';

const api = calculatorApi();
signedOutPage();

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
    expect(events[0]!.detail).to.deep.include({
      calculator: 'limus',
      inputs: { product: 'Liquid UAN 28', fertiliserRate: 150, inclusionRate: 0.5, area: 12, units: 'hectares' },
    });
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
