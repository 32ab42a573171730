import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertClose } from '../../../../tests/support/assert-close';
import {
  calculateWheatNitrogen,
  DESTINATION_PRESETS,
  nitrogenOfftake,
  nitrogenRequired,
  nitrogenUptakeNeeded,
  nmaxGuide,
  type WheatNitrogenInputs,
} from './wheat-nitrogen';

const feed: WheatNitrogenInputs = {
  cropdestination: 'Feed',
  targetyield: 8,
  estimatedSoilNitrogen: 100,
  grainMoisture: 15,
  targetGrainProtein: 10.8,
  nitrogenUptake: 60,
};

describe('wheat nitrogen formulas (spec 2 §5)', () => {
  it('offtake = 1000 × yield × (100 − moisture)/100 × (protein/5.7)/100', () => {
    // 1000 × 8 × 85/100 = 6,800 kg dry grain; 10.8/5.7 = 1.894737% N; 6,800 × 1.894737/100 = 128.842105 kg N/ha
    assertClose(nitrogenOfftake(8, 15, 10.8), 128.842105, 1e-6);
  });

  it('uptake = offtake ÷ 0.68', () => {
    // 128.842105 ÷ 0.68 = 189.473684
    assertClose(nitrogenUptakeNeeded(128.842105), 189.473684, 1e-6);
  });

  it('required = (uptake − soil N) ÷ (efficiency/100), else 0', () => {
    // (189.473684 − 100) ÷ 0.6 = 149.122807
    assertClose(nitrogenRequired(189.473684, 100, 60), 149.122807, 1e-6);
    assert.equal(nitrogenRequired(189.47, 200, 60), 0);
    assert.equal(nitrogenRequired(150, 150, 60), 0);
  });

  it('Nmax guide = 220 + 20 per t/ha over 8 t/ha + 40 for milling', () => {
    assert.equal(nmaxGuide(8, 'Feed'), 220);
    assert.equal(nmaxGuide(6, 'Feed'), 220);
    // 220 + 20 × (10 − 8) = 260; + 40 milling = 300
    assert.equal(nmaxGuide(10, 'Feed'), 260);
    assert.equal(nmaxGuide(10, 'Milling'), 300);
    // 220 + 20 × 0.5 = 230
    assert.equal(nmaxGuide(8.5, 'Feed'), 230);
    // the guideline figure from the content service replaces 220
    assert.equal(nmaxGuide(9, 'Feed', 200), 220);
  });

  it('rounds the results of a feed crop', () => {
    const result = calculateWheatNitrogen(feed)!;
    assert.deepEqual(
      { offtake: result.offtake, uptake: result.uptake, required: result.required, nmax: result.nmax },
      {
        offtake: 129,
        uptake: 189,
        required: 149,
        nmax: 220,
      },
    );
    assert.equal(result.aboveNmax, false);
    assertClose(result.exact.required, 149.122807, 1e-6);
  });

  it('works out a 10 t/ha milling crop, above the Nmax guide', () => {
    const result = calculateWheatNitrogen({ ...feed, cropdestination: 'Milling', targetyield: 10, targetGrainProtein: 13, estimatedSoilNitrogen: 50 })!;
    // offtake 1000 × 10 × 0.85 × (13/5.7)/100 = 193.859649 -> 194; uptake ÷ 0.68 = 285.087719 -> 285
    // required (285.087719 − 50) ÷ 0.6 = 391.812865 -> 392; Nmax 220 + 40 + 40 = 300
    assert.equal(result.offtake, 194);
    assert.equal(result.uptake, 285);
    assert.equal(result.required, 392);
    assert.equal(result.nmax, 300);
    assert.equal(result.aboveNmax, true);
  });

  it('needs no fertiliser nitrogen when the soil supplies more than the crop takes up', () => {
    // 5 t/ha: offtake 80.526316, uptake 118.421053 < 150 soil N
    const result = calculateWheatNitrogen({ ...feed, targetyield: 5, estimatedSoilNitrogen: 150 })!;
    assert.equal(result.uptake, 118);
    assert.equal(result.required, 0);
  });

  it('gives no result while an input is empty or 0', () => {
    assert.equal(calculateWheatNitrogen({ ...feed, targetyield: undefined }), undefined);
    assert.equal(calculateWheatNitrogen({ ...feed, estimatedSoilNitrogen: 0 }), undefined);
  });

  it('uses the guideline figure it is given', () => {
    assert.equal(calculateWheatNitrogen({ ...feed, guidelinefig: 200 })!.nmax, 200);
  });
});

describe('wheat nitrogen presets (spec 2 §5)', () => {
  it('presets moisture 15, uptake 60 and protein 10.8 (Feed) or 13 (Milling)', () => {
    assert.deepEqual(DESTINATION_PRESETS.Feed, { grainMoisture: 15, nitrogenUptake: 60, targetGrainProtein: 10.8 });
    assert.deepEqual(DESTINATION_PRESETS.Milling, { grainMoisture: 15, nitrogenUptake: 60, targetGrainProtein: 13 });
  });
});
