import { NumericInput } from '@farm/ui';
import { useEffect, useId, useState } from 'react';
import { DEFAULT_GERMINATION, findCrop, SEED_CROPS } from '../formulas/crops';
import { parseNumber } from '../formulas/numbers';
import { parseUnits, type AreaUnits } from '../formulas/units';
import { Select } from '../components/layout';
import { usePresetText } from '../hooks/use-preset-text';

export interface SeedPresets {
  /** A crop id or name from spec 2 §9 ('winter-wheat', 'Oilseed Rape'); fills the thousand-grain weight. */
  crop?: string;
  /** 'acres' for acre mode; hectares otherwise. */
  units?: string;
  sowingRate?: string | number;
  tgw?: string | number;
  germination?: string | number;
}

export const POSITIVE_ERROR = 'Enter a number above 0.';
export const GERMINATION_ERROR = 'Enter germination as a fraction between 0 and 1, for example 0.95.';
const OTHER_CROP = '';

/** Under the box: why this value cannot give a result, or nothing. */
export function positiveError(text: string): string | undefined {
  const value = parseNumber(text);
  return value !== undefined && value <= 0 ? POSITIVE_ERROR : undefined;
}

/**
 * The inputs both seed calculators share: crop (which fills the thousand-grain weight, still editable), units,
 * sowing rate, TGW and germination (default 0.95, spec 2 §9).
 */
export function useSeedFields(presets: SeedPresets) {
  const ids = useId();
  const presetCrop = findCrop(presets.crop);
  const [cropId, setCropId] = useState(presetCrop?.id ?? SEED_CROPS[0]!.id);
  const [units, setUnits] = useState<AreaUnits>(parseUnits(presets.units));
  const [sowingRate, setSowingRate] = usePresetText(presets.sowingRate, '');
  const [tgw, setTgw] = usePresetText(presets.tgw, String((presetCrop ?? SEED_CROPS[0]!).tgw));
  const [germination, setGermination] = usePresetText(presets.germination, String(DEFAULT_GERMINATION));

  useEffect(() => {
    const crop = findCrop(presets.crop);
    if (!crop) return;
    setCropId(crop.id);
    if (presets.tgw === undefined) setTgw(String(crop.tgw));
    // Only a changed crop attribute re-fills the weight.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [presets.crop]);
  useEffect(() => {
    if (presets.units !== undefined) setUnits(parseUnits(presets.units));
  }, [presets.units]);

  const chooseCrop = (id: string) => {
    setCropId(id);
    const crop = findCrop(id);
    if (crop) setTgw(String(crop.tgw));
  };

  const germinationValue = parseNumber(germination);
  const germinationError =
    positiveError(germination) ?? (germinationValue !== undefined && germinationValue > 1 ? GERMINATION_ERROR : undefined);

  const cropField = (
    <Select id={`${ids}-crop`} label="Crop" value={cropId} onChange={chooseCrop}>
      {SEED_CROPS.map((crop) => (
        <option key={crop.id} value={crop.id}>
          {crop.name} (TGW {crop.tgw} g)
        </option>
      ))}
      <option value={OTHER_CROP}>Another crop (enter its TGW)</option>
    </Select>
  );
  const seedFields = (
    <>
      <NumericInput label="Sowing rate" unit="seeds/m²" value={sowingRate} onChange={setSowingRate} error={positiveError(sowingRate)} />
      <NumericInput
        label="Thousand grain weight (TGW)"
        unit="g"
        value={tgw}
        onChange={setTgw}
        hint="Filled in from the crop; change it to your seed lot's figure."
        error={positiveError(tgw)}
      />
      <NumericInput
        label="Germination"
        value={germination}
        onChange={setGermination}
        hint="As a fraction: 0.95 means 95% of seeds germinate."
        error={germinationError}
      />
    </>
  );
  return {
    units,
    setUnits,
    cropName: findCrop(cropId)?.name,
    values: { sowingRate: parseNumber(sowingRate), tgw: parseNumber(tgw), germination: germinationValue },
    cropField,
    seedFields,
  };
}
