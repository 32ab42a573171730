import { ABOVE_ZERO_ERROR, GERMINATION_ERROR } from '@farm/area-calculators';
import { NUMERIC_ENTRY_REFUSED } from '@farm/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'chai';
import { SeedRateCalculator, SeedRequiredCalculator } from './seed-calculator';
import { NO_RESULT_MESSAGE } from '../components/results';
import { box, calculatorApi, messageUnder, results, resultValue, retype, signedOutPage, typist, working, wrap } from '../calculator.test-kit';

calculatorApi();
signedOutPage();

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
    expect(results()).to.deep.include({ 'Seed rate': '66.45 kg/acre', 'Area sown': '75.24 acres' });
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
    view.rerender(<SeedRequiredCalculator crop="winter-wheat" area="40" />);
    await waitFor(() => expect(box(/^Area to sow/).value).to.equal('40'));
    expect(box(/^Sowing rate/).value).to.equal('350');
    expect(box(/^Germination/).value).to.equal('0.9');
    // A new crop fills its weight; new units switch the boxes' units.
    view.rerender(<SeedRequiredCalculator crop="oilseed-rape" units="acres" area="40" />);
    await waitFor(() => expect((screen.getByLabelText('Crop') as HTMLSelectElement).value).to.equal('oilseed-rape'));
    expect(box(/^Thousand grain weight/).value).to.equal('6');
    expect((screen.getByLabelText('Acres') as HTMLInputElement).checked).to.equal(true);
    expect(box(/^Area to sow/).value).to.equal('40');
    // The user may still change what a preset filled.
    await user.click(screen.getByLabelText('Hectares'));
    expect((screen.getByLabelText('Hectares') as HTMLInputElement).checked).to.equal(true);
  });
});
