import styled from '@emotion/styled';
import { limusProductsQuery, type LimusCalculatorValues, type LimusProduct } from '@farm/area-calculators';
import { limusCalculatorSchema } from '@farm/area-calculators';
import { Button, Loader, NumericField, SelectField, useEmbedOptions, useZodForm } from '@farm/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import { CalculatorPanel, Columns, ErrorNote, Fields, type HeadingLevel, Note } from '../components/layout';
import { Results } from '../components/results';
import { UnitsSwitch } from '../components/units-switch';
import { calculateLimus, nutrientsApplied, type ProductAnalysis } from '../formulas/limus';
import { parseUnits, perHectareToRate, UNIT_LABELS } from '../formulas/units';
import { CHECKED, LIVE_FORM } from './form-options';
import { useCalculatedEvent, type CalculatedDetail } from '../hooks/use-calculated-event';
import { presetOrFallback, usePresets } from '../hooks/use-presets';
import { limusWorking, nutrientWorking } from '../working/limus-working';
import { litres, money, n } from '../working/working';

export interface LimusCalculatorProps {
  /** A product name from the content service; the first product otherwise. */
  product?: string;
  units?: string;
  /** kg of fertiliser per hectare (or per acre in acre mode). */
  fertiliserRate?: string | number;
  /** Litres of Limus per tonne of fertiliser; the product's limus-perform-rate otherwise. */
  inclusionRate?: string | number;
  area?: string | number;
  headingAs?: HeadingLevel;
  /** The portal's link to the rate comparison chart, shown under the boxes. */
  chartLink?: ReactNode;
}

const Analysis = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

function productAnalysis(product: LimusProduct): ProductAnalysis {
  return {
    specificGravity: product['specific-gravity'],
    wwN: product['analysis-w-w-n'],
    wwSo3: product['analysis-w-w-so3'],
    wvN: product['analysis-w-v-n'],
    wvSo3: product['analysis-w-v-so3'],
  };
}

const sameName = (a: string, b: string | undefined) => a.trim().toLowerCase() === b?.trim().toLowerCase();

function initialValues(props: LimusCalculatorProps): LimusCalculatorValues {
  return {
    product: '',
    units: parseUnits(props.units),
    fertiliserRate: presetOrFallback(props.fertiliserRate, ''),
    inclusionRate: presetOrFallback(props.inclusionRate, ''),
    area: presetOrFallback(props.area, ''),
  };
}

const HEADING = {
  title: 'Limus Perform rate',
  intro: 'Work out how much Limus to add to your fertiliser, what it costs and the nutrients the fertiliser applies.',
};

/** Limus Perform: litres of Limus for a fertiliser rate and area, its cost, and the fertiliser's nutrients (spec 2 §5). */
export function LimusCalculator(props: LimusCalculatorProps) {
  const { headingAs = 'h2', chartLink } = props;
  const anchor = useRef<HTMLElement>(null);
  const products = useQuery(limusProductsQuery(useEmbedOptions()));
  const { control, register, setValue, watch } = useZodForm(limusCalculatorSchema, { ...LIVE_FORM, defaultValues: initialValues(props) });

  usePresets({ units: props.units, fertiliserRate: props.fertiliserRate, inclusionRate: props.inclusionRate, area: props.area }, (field, preset) => {
    if (field === 'units') setValue('units', parseUnits(preset));
    else setValue(field, presetOrFallback(preset, ''), CHECKED);
  });
  const fillInclusionRate = (product: LimusProduct | undefined) => {
    if (product) setValue('inclusionRate', String(product['limus-perform-rate']), CHECKED);
  };
  // Once the products arrive, and whenever the product attribute changes: the named product, else the first one.
  const choosePresetProduct = useEffectEvent((list: LimusProduct[]) => {
    const chosen = list.find((p) => sameName(p.productName, props.product)) ?? list[0];
    if (!chosen) return;
    setValue('product', chosen.productName);
    if (props.inclusionRate === undefined) fillInclusionRate(chosen);
  });
  useEffect(() => {
    if (products.data) choosePresetProduct(products.data);
  }, [products.data, props.product]);

  const values = watch();
  const list = products.data ?? [];
  const product = list.find((p) => p.productName === values.product);
  const parsed = limusCalculatorSchema.safeParse(values);
  const inputs = parsed.success ? parsed.data : undefined;
  const result = inputs && calculateLimus(inputs);
  const nutrients = result && product ? nutrientsApplied(result.fertiliserRateKgPerHectare, productAnalysis(product)) : undefined;
  const labels = UNIT_LABELS[values.units];
  const perUnit = (value: number) => perHectareToRate(value, values.units);
  const working =
    inputs?.fertiliserRate && inputs.inclusionRate && inputs.area && result
      ? [
          ...limusWorking({ fertiliserRate: inputs.fertiliserRate, inclusionRate: inputs.inclusionRate, area: inputs.area }, result),
          ...(nutrients && product ? nutrientWorking(result.fertiliserRateKgPerHectare, productAnalysis(product), nutrients) : []),
        ]
      : [];

  const detail: CalculatedDetail | undefined = inputs &&
    result && {
      calculator: 'limus',
      inputs: {
        product: product?.productName ?? null,
        fertiliserRate: inputs.fertiliserRate,
        inclusionRate: inputs.inclusionRate,
        area: inputs.area,
        units: inputs.units,
      },
      result: {
        applicationRate: result.applicationRate,
        applicationRateUnit: `lt/${labels.perArea}`,
        requiredLitres: result.requiredLitres,
        cost: result.cost,
        costUnit: `£/${labels.perArea}`,
        totalCost: result.totalCost,
        ...(nutrients && { nitrogenKg: perUnit(nutrients.nKgPerHectare), so3Kg: perUnit(nutrients.so3KgPerHectare) }),
      },
      working,
    };
  useCalculatedEvent(anchor, detail);

  return (
    <CalculatorPanel ref={anchor} calculator="limus" headingAs={headingAs} {...HEADING}>
      <Columns>
        <Fields>
          {products.isFetching && !products.data && <Loader />}
          {products.isError && !products.isFetching && (
            <Row role="alert">
              <ErrorNote>The Limus products could not be loaded, so enter the inclusion rate yourself.</ErrorNote>
              <Button type="button" variant="secondary" onClick={() => void products.refetch()}>
                Try again
              </Button>
            </Row>
          )}
          {list.length > 0 && (
            <SelectField
              label="Fertiliser product"
              {...register('product', { onChange: (event) => fillInclusionRate(list.find((p) => p.productName === event.target.value)) })}
            >
              {list.map((p) => (
                <option key={p.productName} value={p.productName}>
                  {p.productName} ({p.company})
                </option>
              ))}
            </SelectField>
          )}
          {product && (
            <Analysis aria-label={`Analysis of ${product.productName}`}>
              <dt>Company</dt>
              <dd>{product.company}</dd>
              <dt>Specific gravity</dt>
              <dd>{product['specific-gravity']}</dd>
              <dt>Analysis w/w</dt>
              <dd>
                N {product['analysis-w-w-n']}%, SO3 {product['analysis-w-w-so3']}%
              </dd>
              <dt>Analysis w/v</dt>
              <dd>
                {product['analysis-w-v-n'] === null ? 'N worked out from w/w' : `N ${product['analysis-w-v-n']}%`},{' '}
                {product['analysis-w-v-so3'] === null ? 'SO3 worked out from w/w' : `SO3 ${product['analysis-w-v-so3']}%`}
              </dd>
              <dt>Limus Perform rate</dt>
              <dd>{product['limus-perform-rate']} lt/t</dd>
            </Analysis>
          )}
          <UnitsSwitch value={values.units} field={register('units')} />
          <NumericField control={control} name="fertiliserRate" label="Fertiliser rate" unit={`kg/${labels.perArea}`} />
          <NumericField
            control={control}
            name="inclusionRate"
            label="Limus inclusion rate"
            unit="lt/t"
            hint="Litres of Limus per tonne of fertiliser; filled in from the product."
          />
          <NumericField control={control} name="area" label="Area" unit={labels.area} />
          {chartLink && <Note>{chartLink}</Note>}
        </Fields>
        <Results
          headingAs={headingAs === 'h1' ? 'h2' : 'h3'}
          items={
            result && [
              { label: 'Application rate', value: `${litres(result.applicationRate)} lt/${labels.perArea}`, primary: true },
              { label: 'Limus required', value: `${litres(result.requiredLitres)} lt`, primary: true },
              { label: 'Cost', value: `${money(result.cost)}/${labels.perArea}` },
              { label: 'Total cost', value: money(result.totalCost) },
              ...(nutrients
                ? [
                    { label: 'N applied', value: `${n(perUnit(nutrients.nKgPerHectare))} kg/${labels.perArea}` },
                    { label: 'SO3 applied', value: `${n(perUnit(nutrients.so3KgPerHectare))} kg/${labels.perArea}` },
                  ]
                : []),
            ]
          }
          working={working}
          notes={result && values.units === 'acres' && nutrients ? ['Nutrients are worked out per hectare, then divided by 2.47105 for per acre.'] : undefined}
        />
      </Columns>
    </CalculatorPanel>
  );
}
