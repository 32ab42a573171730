import { NumericInput } from '@farm/ui';
import { useId, useMemo, useRef } from 'react';
import { Columns, Fields, Panel, PanelHeading, type HeadingLevel } from '../components/layout';
import { Results } from '../components/results';
import { UnitsSwitch } from '../components/units-switch';
import { parseNumber } from '../formulas/numbers';
import { calculateSeedRequired } from '../formulas/seed-required';
import { UNIT_LABELS } from '../formulas/units';
import { useCalculatedEvent, type CalculatedDetail } from '../hooks/use-calculated-event';
import { usePresetText } from '../hooks/use-preset-text';
import { seedRequiredWorking } from '../working/seed-working';
import { n } from '../working/working';
import { positiveError, useSeedFields, type SeedPresets } from './use-seed-fields';

export interface SeedRequiredCalculatorProps extends SeedPresets {
  /** Area to sow, in the units chosen. */
  area?: string | number;
  headingAs?: HeadingLevel;
}

export const SEED_REQUIRED_TITLE = 'Seed required';

/** Tonnes of seed to sow an area at a target population (spec 2 §5). */
export function SeedRequiredCalculator({ headingAs = 'h2', area: areaPreset, ...presets }: SeedRequiredCalculatorProps) {
  const titleId = useId();
  const anchor = useRef<HTMLElement>(null);
  const seed = useSeedFields(presets);
  const [area, setArea] = usePresetText(areaPreset, '');
  const { units } = seed;
  const inputs = { ...seed.values, area: parseNumber(area), units };
  const result = calculateSeedRequired(inputs);
  const labels = UNIT_LABELS[units];
  const working = result ? seedRequiredWorking(inputs, result) : [];

  const detail = useMemo<CalculatedDetail | undefined>(
    () =>
      result && {
        calculator: 'seed-required',
        inputs: { crop: seed.cropName ?? null, ...inputs },
        result: { seedTonnes: result.seedTonnes, seedRate: result.seedRate, seedRateUnit: `kg/${labels.perArea}` },
        working,
      },
    // The detail changes exactly when these texts do.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [JSON.stringify(result), JSON.stringify(inputs), seed.cropName],
  );
  useCalculatedEvent(anchor, detail);

  return (
    <Panel ref={anchor} aria-labelledby={titleId} data-calculator="seed-required">
      <PanelHeading
        as={headingAs}
        id={titleId}
        title={SEED_REQUIRED_TITLE}
        intro="Work out how many tonnes of seed you need to sow an area at your target plant population."
      />
      <Columns>
        <Fields>
          {seed.cropField}
          <UnitsSwitch value={units} onChange={seed.setUnits} />
          {seed.seedFields}
          <NumericInput label="Area to sow" unit={labels.area} value={area} onChange={setArea} error={positiveError(area)} />
        </Fields>
        <Results
          headingAs={headingAs === 'h1' ? 'h2' : 'h3'}
          items={
            result && [
              { label: 'Seed required', value: `${n(result.seedTonnes)} t`, primary: true },
              { label: 'Seed rate', value: `${n(result.seedRate)} kg/${labels.perArea}` },
            ]
          }
          working={working}
        />
      </Columns>
    </Panel>
  );
}
