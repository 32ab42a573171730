import { screen, waitFor } from '@testing-library/react';
import { expect } from 'chai';
import { http } from 'msw';
import { failure, ok } from '../../../../tests/support/api-envelopes';
import { WheatNitrogenCalculator } from './wheat-nitrogen-calculator';
import { box, calculatorApi, GUIDELINE_PATH, messageUnder, results, resultValue, retype, signedOutPage, typist, working, wrap } from '../calculator.test-kit';

const api = calculatorApi();
signedOutPage();

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
    expect(results()).to.deep.equal({
      'Nitrogen required': '149 kg N/ha',
      'Nmax guide': '220 kg N/ha',
      'Nitrogen offtake': '129 kg N/ha',
      'Crop nitrogen uptake': '189 kg N/ha',
    });
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
