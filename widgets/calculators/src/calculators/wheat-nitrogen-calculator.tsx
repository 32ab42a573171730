import {
  WHEAT_NITROGEN_INPUTS,
  wheatNitrogenGuidelineQuery,
  type CropDestination,
  type WheatNitrogenCalculatorValues,
  type WheatNitrogenField,
} from '@farm/area-calculators';
import { wheatNitrogenCalculatorSchema } from '@farm/area-calculators';
import { NumericField, useEmbedOptions, useZodForm } from '@farm/ui';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { DestinationSwitch } from '../components/destination-switch';
import { CalculatorPanel, Columns, Fields, type HeadingLevel, Note } from '../components/layout';
import { Results } from '../components/results';
import { calculateWheatNitrogen, DEFAULT_GUIDELINE_FIGURE, DESTINATION_PRESETS } from '../formulas/wheat-nitrogen';
import { CHECKED, LIVE_FORM } from './form-options';
import { useCalculatedEvent, type CalculatedDetail } from '../hooks/use-calculated-event';
import { presetOrFallback } from '../hooks/use-presets';
import { wheatNitrogenWorking } from '../working/wheat-nitrogen-working';

export interface WheatNitrogenCalculatorProps {
  /** 'Feed' (default) or 'Milling'. */
  destination?: string;
  targetYield?: string | number;
  soilNitrogen?: string | number;
  grainMoisture?: string | number;
  grainProtein?: string | number;
  nitrogenUptake?: string | number;
  headingAs?: HeadingLevel;
}

/** The form's boxes in order, with what a farmer may need to know about each. */
const HINTS: Record<WheatNitrogenField, string | undefined> = {
  targetyield: undefined,
  estimatedSoilNitrogen: 'Your estimate of the nitrogen the soil will supply.',
  grainMoisture: undefined,
  targetGrainProtein: undefined,
  nitrogenUptake: 'The share of fertiliser nitrogen the crop takes up.',
};
const FIELDS = Object.keys(WHEAT_NITROGEN_INPUTS) as WheatNitrogenField[];

/** Spec 2 §5: an entry outside the field's bounds is not taken; why, from the form's schema. */
function outOfBounds(field: WheatNitrogenField, text: string): string | undefined {
  const check = wheatNitrogenCalculatorSchema.shape[field].safeParse(text);
  return check.success ? undefined : check.error.issues[0]?.message;
}

function parseDestination(value: string | undefined): CropDestination {
  return value?.trim().toLowerCase() === 'milling' ? 'Milling' : 'Feed';
}

/** An attribute preset inside its bounds, else the fallback (an out-of-range preset is ignored like typing). */
function boundedPreset(field: WheatNitrogenField, preset: string | number | undefined, fallback: string): string {
  const text = presetOrFallback(preset, fallback);
  return outOfBounds(field, text) === undefined ? text : fallback;
}

function initialValues(props: WheatNitrogenCalculatorProps): WheatNitrogenCalculatorValues {
  const cropdestination = parseDestination(props.destination);
  const preset = DESTINATION_PRESETS[cropdestination];
  return {
    cropdestination,
    targetyield: boundedPreset('targetyield', props.targetYield, ''),
    estimatedSoilNitrogen: boundedPreset('estimatedSoilNitrogen', props.soilNitrogen, ''),
    grainMoisture: boundedPreset('grainMoisture', props.grainMoisture, String(preset.grainMoisture)),
    targetGrainProtein: boundedPreset('targetGrainProtein', props.grainProtein, String(preset.targetGrainProtein)),
    nitrogenUptake: boundedPreset('nitrogenUptake', props.nitrogenUptake, String(preset.nitrogenUptake)),
  };
}

const HEADING = {
  title: 'Wheat - Nitrogen requirement',
  intro: 'Work out the fertiliser nitrogen a wheat crop needs for its target yield and grain protein.',
};

/** Fertiliser nitrogen for a wheat crop from yield, protein and soil supply, with the Nmax guide (spec 2 §5). */
export function WheatNitrogenCalculator(props: WheatNitrogenCalculatorProps) {
  // A host page that changes an attribute starts the calculator again from its attributes.
  const attributes = [props.destination, props.targetYield, props.soilNitrogen, props.grainMoisture, props.grainProtein, props.nitrogenUptake];
  return <WheatNitrogenForm key={JSON.stringify(attributes)} {...props} />;
}

function WheatNitrogenForm(props: WheatNitrogenCalculatorProps) {
  const { headingAs = 'h2' } = props;
  const anchor = useRef<HTMLElement>(null);
  const guideline = useQuery(wheatNitrogenGuidelineQuery(useEmbedOptions()));
  const { control, register, setValue, clearErrors, watch } = useZodForm(wheatNitrogenCalculatorSchema, {
    ...LIVE_FORM,
    defaultValues: initialValues(props),
  });

  const presetDestination = (destination: CropDestination) => {
    const preset = DESTINATION_PRESETS[destination];
    clearErrors();
    setValue('grainMoisture', String(preset.grainMoisture), CHECKED);
    setValue('nitrogenUptake', String(preset.nitrogenUptake), CHECKED);
    setValue('targetGrainProtein', String(preset.targetGrainProtein), CHECKED);
  };

  const values = watch();
  const parsed = wheatNitrogenCalculatorSchema.safeParse(values);
  const guidelinefig = guideline.data?.guidelinefig ?? DEFAULT_GUIDELINE_FIGURE;
  const inputs = parsed.success ? { ...parsed.data, guidelinefig } : undefined;
  const result = inputs && calculateWheatNitrogen(inputs);
  // A result means every input holds a number.
  const working =
    inputs && result
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

  const detail: CalculatedDetail | undefined = inputs &&
    result && {
      calculator: 'wheat-nitrogen',
      inputs,
      result: { offtake: result.offtake, uptake: result.uptake, required: result.required, nmax: result.nmax, unit: 'kg N/ha' },
      working,
    };
  useCalculatedEvent(anchor, detail);

  const notes = [
    ...(result?.aboveNmax ? [`The nitrogen required is above the Nmax guide of ${result.nmax} kg N/ha.`] : []),
    ...(guideline.isError ? [`The latest guideline figure could not be loaded, so the Nmax guide starts from ${DEFAULT_GUIDELINE_FIGURE} kg N/ha.`] : []),
  ];

  return (
    <CalculatorPanel ref={anchor} calculator="wheat-nitrogen" headingAs={headingAs} {...HEADING}>
      <Columns>
        <Fields>
          <DestinationSwitch field={register('cropdestination', { onChange: (event) => presetDestination(parseDestination(event.target.value)) })} />
          {FIELDS.map((field) => {
            const { label, unit, min, max } = WHEAT_NITROGEN_INPUTS[field];
            const bounds = `Between ${min} and ${max}.`;
            return (
              <NumericField
                key={field}
                control={control}
                name={field}
                label={label}
                unit={unit}
                hint={HINTS[field] ? `${HINTS[field]} ${bounds}` : bounds}
                refuse={(text) => outOfBounds(field, text)}
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
    </CalculatorPanel>
  );
}
