import { NumericInput } from '@farm/ui';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { DestinationSwitch } from '../components/destination-switch';
import { Columns, Fields, Note, Panel, PanelHeading, type HeadingLevel } from '../components/layout';
import { Results } from '../components/results';
import { parseNumber } from '../formulas/numbers';
import {
  boundedEntry,
  calculateWheatNitrogen,
  DEFAULT_GUIDELINE_FIGURE,
  DESTINATION_PRESETS,
  inBounds,
  WHEAT_NITROGEN_BOUNDS,
  type CropDestination,
  type WheatNitrogenField,
} from '../formulas/wheat-nitrogen';
import { useCalculatedEvent, type CalculatedDetail } from '../hooks/use-calculated-event';
import { useGuidelineFigure } from '../hooks/use-calculator-data';
import { presetOrFallback } from '../hooks/use-preset-text';
import { wheatNitrogenWorking } from '../working/wheat-nitrogen-working';

export interface WheatNitrogenCalculatorProps {
  /** 'Feed' (default) or 'Milling'. */
  destination?: string;
  targetYield?: string | number;
  soilNitrogen?: string | number;
  grainMoisture?: string | number;
  grainProtein?: string | number;
  nitrogenUptake?: string | number;
  apiRoot?: string;
  headingAs?: HeadingLevel;
}

export const WHEAT_NITROGEN_TITLE = 'Wheat - Nitrogen requirement';
export const GUIDELINE_FALLBACK_NOTE = `The latest guideline figure could not be loaded, so the Nmax guide starts from ${DEFAULT_GUIDELINE_FIGURE} kg N/ha.`;

interface FieldSpec {
  field: WheatNitrogenField;
  label: string;
  unit: string;
  hint?: string;
}

const FIELDS: FieldSpec[] = [
  { field: 'targetyield', label: 'Target yield', unit: 't/ha' },
  { field: 'estimatedSoilNitrogen', label: 'Soil nitrogen supply', unit: 'kg N/ha', hint: 'Your estimate of the nitrogen the soil will supply.' },
  { field: 'grainMoisture', label: 'Grain moisture', unit: '%' },
  { field: 'targetGrainProtein', label: 'Target grain protein', unit: '%' },
  { field: 'nitrogenUptake', label: 'Nitrogen uptake', unit: '%', hint: 'The share of fertiliser nitrogen the crop takes up.' },
];

type Texts = Record<WheatNitrogenField, string>;

export function boundsMessage({ field, label, unit }: FieldSpec): string {
  const { min, max } = WHEAT_NITROGEN_BOUNDS[field];
  return `${label} must be between ${min} and ${max} ${unit}; the previous value is kept.`;
}

function parseDestination(value: string | undefined): CropDestination {
  return value?.trim().toLowerCase() === 'milling' ? 'Milling' : 'Feed';
}

/** An attribute preset inside its bounds, else the fallback (an out-of-range preset is ignored like typing). */
function boundedPreset(field: WheatNitrogenField, preset: string | number | undefined, fallback: string): string {
  const text = presetOrFallback(preset, fallback);
  const value = parseNumber(text);
  return value === undefined || inBounds(field, value) ? text : fallback;
}

function initialTexts(props: WheatNitrogenCalculatorProps): Texts {
  const preset = DESTINATION_PRESETS[parseDestination(props.destination)];
  return {
    targetyield: boundedPreset('targetyield', props.targetYield, ''),
    estimatedSoilNitrogen: boundedPreset('estimatedSoilNitrogen', props.soilNitrogen, ''),
    grainMoisture: boundedPreset('grainMoisture', props.grainMoisture, String(preset.grainMoisture)),
    targetGrainProtein: boundedPreset('targetGrainProtein', props.grainProtein, String(preset.targetGrainProtein)),
    nitrogenUptake: boundedPreset('nitrogenUptake', props.nitrogenUptake, String(preset.nitrogenUptake)),
  };
}

/** Fertiliser nitrogen for a wheat crop from yield, protein and soil supply, with the Nmax guide (spec 2 §5). */
export function WheatNitrogenCalculator(props: WheatNitrogenCalculatorProps) {
  const { headingAs = 'h2', apiRoot } = props;
  const ids = useId();
  const anchor = useRef<HTMLElement>(null);
  const guideline = useGuidelineFigure(apiRoot);
  const [destination, setDestination] = useState<CropDestination>(parseDestination(props.destination));
  const [texts, setTexts] = useState<Texts>(() => initialTexts(props));
  const [refused, setRefused] = useState<Partial<Record<WheatNitrogenField, boolean>>>({});

  // A host page that changes an attribute starts the calculator again from its attributes.
  const attributeKey = JSON.stringify([props.destination, props.targetYield, props.soilNitrogen, props.grainMoisture, props.grainProtein, props.nitrogenUptake]);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    setDestination(parseDestination(props.destination));
    setTexts(initialTexts(props));
    setRefused({});
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attributeKey]);

  const chooseDestination = (value: CropDestination) => {
    setDestination(value);
    const preset = DESTINATION_PRESETS[value];
    setTexts((current) => ({
      ...current,
      grainMoisture: String(preset.grainMoisture),
      nitrogenUptake: String(preset.nitrogenUptake),
      targetGrainProtein: String(preset.targetGrainProtein),
    }));
    setRefused({});
  };
  const enter = (field: WheatNitrogenField, text: string) => {
    const outcome = boundedEntry(field, texts[field], text);
    setTexts((current) => ({ ...current, [field]: outcome.text }));
    setRefused((current) => ({ ...current, [field]: outcome.refused }));
  };

  const guidelinefig = guideline.figure ?? DEFAULT_GUIDELINE_FIGURE;
  const inputs = {
    cropdestination: destination,
    targetyield: parseNumber(texts.targetyield),
    estimatedSoilNitrogen: parseNumber(texts.estimatedSoilNitrogen),
    grainMoisture: parseNumber(texts.grainMoisture),
    targetGrainProtein: parseNumber(texts.targetGrainProtein),
    nitrogenUptake: parseNumber(texts.nitrogenUptake),
    guidelinefig,
  };
  const result = calculateWheatNitrogen(inputs);
  const working = result
    ? wheatNitrogenWorking(
        {
          ...inputs,
          targetyield: inputs.targetyield!,
          estimatedSoilNitrogen: inputs.estimatedSoilNitrogen!,
          grainMoisture: inputs.grainMoisture!,
          targetGrainProtein: inputs.targetGrainProtein!,
          nitrogenUptake: inputs.nitrogenUptake!,
        },
        result,
      )
    : [];

  const detail = useMemo<CalculatedDetail | undefined>(
    () =>
      result && {
        calculator: 'wheat-nitrogen',
        inputs,
        result: { offtake: result.offtake, uptake: result.uptake, required: result.required, nmax: result.nmax, unit: 'kg N/ha' },
        working,
      },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [JSON.stringify(result), JSON.stringify(inputs)],
  );
  useCalculatedEvent(anchor, detail);

  const notes = [
    ...(result?.aboveNmax ? [`The nitrogen required is above the Nmax guide of ${result.nmax} kg N/ha.`] : []),
    ...(guideline.status === 'error' ? [GUIDELINE_FALLBACK_NOTE] : []),
  ];

  return (
    <Panel ref={anchor} aria-labelledby={`${ids}-title`} data-calculator="wheat-nitrogen">
      <PanelHeading
        as={headingAs}
        id={`${ids}-title`}
        title={WHEAT_NITROGEN_TITLE}
        intro="Work out the fertiliser nitrogen a wheat crop needs for its target yield and grain protein."
      />
      <Columns>
        <Fields>
          <DestinationSwitch value={destination} onChange={chooseDestination} />
          {FIELDS.map((spec) => {
            const { min, max } = WHEAT_NITROGEN_BOUNDS[spec.field];
            const value = parseNumber(texts[spec.field]);
            return (
              <NumericInput
                key={spec.field}
                name={spec.field}
                label={spec.label}
                unit={spec.unit}
                value={texts[spec.field]}
                onChange={(text) => enter(spec.field, text)}
                hint={spec.hint ? `${spec.hint} Between ${min} and ${max}.` : `Between ${min} and ${max}.`}
                error={refused[spec.field] ? boundsMessage(spec) : value !== undefined && value <= 0 ? 'Enter a number above 0.' : undefined}
              />
            );
          })}
          <Note>Results are rounded to the nearest kg N/ha.</Note>
        </Fields>
        <Results
          headingAs={headingAs === 'h1' ? 'h2' : 'h3'}
          items={
            result && [
              { label: 'Nitrogen required', value: `${result.required} kg N/ha`, primary: true },
              { label: 'Nmax guide', value: `${result.nmax} kg N/ha` },
              { label: 'Nitrogen offtake', value: `${result.offtake} kg N/ha` },
              { label: 'Crop nitrogen uptake', value: `${result.uptake} kg N/ha` },
            ]
          }
          working={working}
          notes={notes.length > 0 ? notes : undefined}
        />
      </Columns>
    </Panel>
  );
}
