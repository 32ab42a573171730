import { type AreaUnits, type SeedCalculatorInputs, type SeedCalculatorValues } from '@farm/area-calculators';
import { seedCalculatorSchema } from '@farm/area-calculators';
import { NumericField, SelectField, useZodForm } from '@farm/ui';
import { useRef } from 'react';
import { CalculatorPanel, Columns, Fields, type HeadingLevel } from '../components/layout';
import { Results, type ResultItem } from '../components/results';
import { UnitsSwitch } from '../components/units-switch';
import { DEFAULT_GERMINATION, findCrop, SEED_CROPS } from '../formulas/crops';
import { calculateSeedRate } from '../formulas/seed-rate';
import { calculateSeedRequired } from '../formulas/seed-required';
import { parseUnits, UNIT_LABELS } from '../formulas/units';
import { CHECKED, LIVE_FORM } from './form-options';
import { useCalculatedEvent, type CalculatedDetail } from '../hooks/use-calculated-event';
import { presetOrFallback, usePresets } from '../hooks/use-presets';
import { seedRateWorking, seedRequiredWorking } from '../working/seed-working';
import { n } from '../working/working';

export interface SeedCalculatorProps {
  /** A crop id or name from spec 2 §9 ('winter-wheat', 'Oilseed Rape'); fills the thousand-grain weight. */
  crop?: string;
  /** 'acres' for acre mode; hectares otherwise. */
  units?: string;
  sowingRate?: string | number;
  tgw?: string | number;
  germination?: string | number;
  /** Seed rate: tonnes of seed available. */
  amountOfSeed?: string | number;
  /** Seed required: the area to sow, in the units chosen. */
  area?: string | number;
  headingAs?: HeadingLevel;
}

type SeedKind = 'seed-rate' | 'seed-required';

interface Answer {
  items: ResultItem[];
  working: string[];
  /** `detail.result` of the `calculated` event. */
  result: Record<string, unknown>;
}

/** What tells the two seed calculators apart: the box after germination, and the answer. */
interface SeedKindSpec {
  title: string;
  intro: string;
  field: 'amountOfSeed' | 'area';
  label: string;
  unit: (units: AreaUnits) => string;
  /** Undefined until every box holds a number above 0 (spec 2 §5). */
  answer: (inputs: SeedCalculatorInputs) => Answer | undefined;
}

const KINDS: Record<SeedKind, SeedKindSpec> = {
  'seed-rate': {
    title: 'Seed rate',
    intro: 'Work out the seed rate for your target plant population, and the area the seed you have will sow.',
    field: 'amountOfSeed',
    label: 'Amount of seed',
    unit: () => 't',
    answer: (inputs) => {
      const result = calculateSeedRate(inputs);
      if (!result) return undefined;
      const { area, perArea } = UNIT_LABELS[inputs.units];
      return {
        items: [
          { label: 'Seed rate', value: `${n(result.seedRate)} kg/${perArea}`, primary: true },
          { label: 'Area sown', value: `${n(result.areaSown)} ${area}`, primary: true },
        ],
        working: seedRateWorking(inputs, result),
        result: { seedRate: result.seedRate, seedRateUnit: `kg/${perArea}`, areaSown: result.areaSown, areaUnit: area },
      };
    },
  },
  'seed-required': {
    title: 'Seed required',
    intro: 'Work out how many tonnes of seed you need to sow an area at your target plant population.',
    field: 'area',
    label: 'Area to sow',
    unit: (units) => UNIT_LABELS[units].area,
    answer: (inputs) => {
      const result = calculateSeedRequired(inputs);
      if (!result) return undefined;
      const { perArea } = UNIT_LABELS[inputs.units];
      return {
        items: [
          { label: 'Seed required', value: `${n(result.seedTonnes)} t`, primary: true },
          { label: 'Seed rate', value: `${n(result.seedRate)} kg/${perArea}` },
        ],
        working: seedRequiredWorking(inputs, result),
        result: { seedTonnes: result.seedTonnes, seedRate: result.seedRate, seedRateUnit: `kg/${perArea}` },
      };
    },
  },
};

const OTHER_CROP = '';

const cropWeight = (crop: string | undefined) => String((findCrop(crop) ?? SEED_CROPS[0]!).tgw);

type SeedBox = 'sowingRate' | 'tgw' | 'germination' | 'amountOfSeed' | 'area';

/** A box's text from its attribute, else what it holds without one: the crop's weight, germination 0.95, or nothing. */
function boxText(props: SeedCalculatorProps, box: SeedBox, preset = props[box]): string {
  return presetOrFallback(preset, box === 'tgw' ? cropWeight(props.crop) : box === 'germination' ? String(DEFAULT_GERMINATION) : '');
}

function initialValues(props: SeedCalculatorProps): SeedCalculatorValues {
  return {
    crop: (findCrop(props.crop) ?? SEED_CROPS[0]!).id,
    units: parseUnits(props.units),
    sowingRate: boxText(props, 'sowingRate'),
    tgw: boxText(props, 'tgw'),
    germination: boxText(props, 'germination'),
    amountOfSeed: boxText(props, 'amountOfSeed'),
    area: boxText(props, 'area'),
  };
}

/**
 * The seed rate and seed required calculators (spec 2 §5), one form: crop (which fills the thousand-grain weight,
 * still editable), units, sowing rate, TGW and germination (default 0.95, spec 2 §9), then the amount of seed
 * (seed rate: the rate and the area it sows) or the area (seed required: tonnes of seed).
 */
function SeedCalculator({ kind, headingAs = 'h2', ...props }: SeedCalculatorProps & { kind: SeedKind }) {
  const spec = KINDS[kind];
  const anchor = useRef<HTMLElement>(null);
  const { control, register, setValue, watch } = useZodForm(seedCalculatorSchema, {
    ...LIVE_FORM,
    defaultValues: initialValues(props),
  });

  usePresets(
    {
      crop: props.crop,
      units: props.units,
      sowingRate: props.sowingRate,
      tgw: props.tgw,
      germination: props.germination,
      amountOfSeed: props.amountOfSeed,
      area: props.area,
    },
    (field, preset) => {
      if (field === 'crop') {
        const crop = findCrop(preset);
        if (!crop) return;
        setValue('crop', crop.id);
        if (props.tgw === undefined) setValue('tgw', String(crop.tgw), CHECKED);
      } else if (field === 'units') setValue('units', parseUnits(preset));
      else setValue(field, boxText(props, field, preset), CHECKED);
    },
  );
  const fillWeight = (cropId: string) => {
    const crop = findCrop(cropId);
    if (crop) setValue('tgw', String(crop.tgw), CHECKED);
  };

  const values = watch();
  const parsed = seedCalculatorSchema.safeParse(values);
  const inputs = parsed.success ? parsed.data : undefined;
  const answer = inputs && spec.answer(inputs);
  const detail: CalculatedDetail | undefined = inputs &&
    answer && {
      calculator: kind,
      inputs: {
        crop: findCrop(inputs.crop)?.name ?? null,
        sowingRate: inputs.sowingRate,
        tgw: inputs.tgw,
        germination: inputs.germination,
        [spec.field]: inputs[spec.field],
        units: inputs.units,
      },
      result: answer.result,
      working: answer.working,
    };
  useCalculatedEvent(anchor, detail);

  return (
    <CalculatorPanel ref={anchor} calculator={kind} headingAs={headingAs} title={spec.title} intro={spec.intro}>
      <Columns>
        <Fields>
          <SelectField label="Crop" {...register('crop', { onChange: (event) => fillWeight(event.target.value) })}>
            {SEED_CROPS.map((crop) => (
              <option key={crop.id} value={crop.id}>
                {crop.name} (TGW {crop.tgw} g)
              </option>
            ))}
            <option value={OTHER_CROP}>Another crop (enter its TGW)</option>
          </SelectField>
          <UnitsSwitch value={values.units} field={register('units')} />
          <NumericField control={control} name="sowingRate" label="Sowing rate" unit="seeds/m²" />
          <NumericField
            control={control}
            name="tgw"
            label="Thousand grain weight (TGW)"
            unit="g"
            hint="Filled in from the crop; change it to your seed lot's figure."
          />
          <NumericField control={control} name="germination" label="Germination" hint="As a fraction: 0.95 means 95% of seeds germinate." />
          <NumericField control={control} name={spec.field} label={spec.label} unit={spec.unit(values.units)} />
        </Fields>
        <Results headingAs={headingAs === 'h1' ? 'h2' : 'h3'} items={answer?.items} working={answer?.working ?? []} />
      </Columns>
    </CalculatorPanel>
  );
}

type OneSeedCalculatorProps = Omit<SeedCalculatorProps, 'amountOfSeed' | 'area'>;

/** Seed rate for a target population, and the area an amount of seed sows. */
export const SeedRateCalculator = (props: OneSeedCalculatorProps & Pick<SeedCalculatorProps, 'amountOfSeed'>) => <SeedCalculator kind="seed-rate" {...props} />;

/** Tonnes of seed to sow an area at a target population. */
export const SeedRequiredCalculator = (props: OneSeedCalculatorProps & Pick<SeedCalculatorProps, 'area'>) => <SeedCalculator kind="seed-required" {...props} />;
