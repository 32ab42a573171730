import { NumericInput } from '@farm/ui';
import { useId, useMemo, useRef } from 'react';
import { Columns, Fields, Panel, PanelHeading, type HeadingLevel } from '../components/layout';
import { Results } from '../components/results';
import { UnitsSwitch } from '../components/units-switch';
import { parseNumber } from '../formulas/numbers';
import { calculateSeedRate } from '../formulas/seed-rate';
import { UNIT_LABELS } from '../formulas/units';
import { useCalculatedEvent, type CalculatedDetail } from '../hooks/use-calculated-event';
import { usePresetText } from '../hooks/use-preset-text';
import { seedRateWorking } from '../working/seed-working';
import { n } from '../working/working';
import { positiveError, useSeedFields, type SeedPresets } from './use-seed-fields';

export interface SeedRateCalculatorProps extends SeedPresets {
  /** Tonnes of seed available. */
  amountOfSeed?: string | number;
  headingAs?: HeadingLevel;
}

export const SEED_RATE_TITLE = 'Seed rate';

/** Seed rate for a target population, and the area an amount of seed sows (spec 2 §5). */
export function SeedRateCalculator({ headingAs = 'h2', amountOfSeed: amountPreset, ...presets }: SeedRateCalculatorProps) {
  const titleId = useId();
  const anchor = useRef<HTMLElement>(null);
  const seed = useSeedFields(presets);
  const [amount, setAmount] = usePresetText(amountPreset, '');
  const { units } = seed;
  const inputs = { ...seed.values, amountOfSeed: parseNumber(amount), units };
  const result = calculateSeedRate(inputs);
  const labels = UNIT_LABELS[units];
  const working = result ? seedRateWorking(inputs, result) : [];

  const detail = useMemo<CalculatedDetail | undefined>(
    () =>
      result && {
        calculator: 'seed-rate',
        inputs: { crop: seed.cropName ?? null, ...inputs },
        result: { seedRate: result.seedRate, seedRateUnit: `kg/${labels.perArea}`, areaSown: result.areaSown, areaUnit: labels.area },
        working,
      },
    // The detail changes exactly when these texts do.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [JSON.stringify(result), JSON.stringify(inputs), seed.cropName],
  );
  useCalculatedEvent(anchor, detail);

  return (
    <Panel ref={anchor} aria-labelledby={titleId} data-calculator="seed-rate">
      <PanelHeading
        as={headingAs}
        id={titleId}
        title={SEED_RATE_TITLE}
        intro="Work out the seed rate for your target plant population, and the area the seed you have will sow."
      />
      <Columns>
        <Fields>
          {seed.cropField}
          <UnitsSwitch value={units} onChange={seed.setUnits} />
          {seed.seedFields}
          <NumericInput label="Amount of seed" unit="t" value={amount} onChange={setAmount} error={positiveError(amount)} />
        </Fields>
        <Results
          headingAs={headingAs === 'h1' ? 'h2' : 'h3'}
          items={
            result && [
              { label: 'Seed rate', value: `${n(result.seedRate)} kg/${labels.perArea}`, primary: true },
              { label: 'Area sown', value: `${n(result.areaSown)} ${labels.area}`, primary: true },
            ]
          }
          working={working}
        />
      </Columns>
    </Panel>
  );
}
