import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'chai';
import { http } from 'msw';
import { failure } from '../../../../tests/support/api-envelopes';
import { LimusCalculator } from './limus-calculator';
import { box, calculatorApi, PRODUCTS_PATH, resultValue, retype, signedOutPage, typist, working, wrap } from '../calculator.test-kit';

const api = calculatorApi();
signedOutPage();

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
