import styled from '@emotion/styled';
import { type LimusProduct } from '@farm/core';
import { Button, Loader, NumericInput } from '@farm/ui';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Columns, ErrorNote, Fields, Note, Panel, PanelHeading, Select, type HeadingLevel } from '../components/layout';
import { Results } from '../components/results';
import { UnitsSwitch } from '../components/units-switch';
import { calculateLimus, nutrientsApplied, type ProductAnalysis } from '../formulas/limus';
import { parseNumber } from '../formulas/numbers';
import { parseUnits, perHectareToRate, UNIT_LABELS, type AreaUnits } from '../formulas/units';
import { useCalculatedEvent, type CalculatedDetail } from '../hooks/use-calculated-event';
import { useLimusProducts } from '../hooks/use-calculator-data';
import { usePresetText } from '../hooks/use-preset-text';
import { limusWorking, nutrientWorking } from '../working/limus-working';
import { money, n } from '../working/working';
import { CALCULATOR_PATHS } from '../paths';
import { positiveError } from './use-seed-fields';

export interface LimusCalculatorProps {
  /** A product name from the content service; the first product otherwise. */
  product?: string;
  units?: string;
  /** kg of fertiliser per hectare (or per acre in acre mode). */
  fertiliserRate?: string | number;
  /** Litres of Limus per tonne of fertiliser; the product's limus-perform-rate otherwise. */
  inclusionRate?: string | number;
  area?: string | number;
  /** Where the public calculator data comes from (an embed's `api-root`). */
  apiRoot?: string;
  headingAs?: HeadingLevel;
  /** The portal shows a link to the rate comparison chart. */
  onOpenChart?: () => void;
}

export const LIMUS_TITLE = 'Limus Perform rate';
export const LIMUS_PRODUCTS_ERROR = 'The Limus products could not be loaded, so enter the inclusion rate yourself.';

const Analysis = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt { color: ${({ theme }) => theme.colors.muted}; }
  dd { margin: 0; }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

export function productAnalysis(product: LimusProduct): ProductAnalysis {
  return {
    specificGravity: product['specific-gravity'],
    wwN: product['analysis-w-w-n'],
    wwSo3: product['analysis-w-w-so3'],
    wvN: product['analysis-w-v-n'],
    wvSo3: product['analysis-w-v-so3'],
  };
}

const sameName = (a: string, b: string | undefined) => a.trim().toLowerCase() === b?.trim().toLowerCase();

/** Limus Perform: litres of Limus for a fertiliser rate and area, its cost, and the fertiliser's nutrients (spec 2 §5). */
export function LimusCalculator(props: LimusCalculatorProps) {
  const { headingAs = 'h2', apiRoot, onOpenChart } = props;
  const ids = useId();
  const anchor = useRef<HTMLElement>(null);
  const data = useLimusProducts(apiRoot);
  const [productName, setProductName] = useState<string | undefined>(undefined);
  const [units, setUnits] = useState<AreaUnits>(parseUnits(props.units));
  const [fertiliserRate, setFertiliserRate] = usePresetText(props.fertiliserRate, '');
  const [inclusionRate, setInclusionRate] = usePresetText(props.inclusionRate, '');
  const [area, setArea] = usePresetText(props.area, '');

  useEffect(() => {
    if (props.units !== undefined) setUnits(parseUnits(props.units));
  }, [props.units]);
  // Once the products arrive (or the product attribute changes): the named product, else the first one.
  useEffect(() => {
    if (data.products.length === 0) return;
    const chosen = data.products.find((p) => sameName(p.productName, props.product)) ?? data.products[0]!;
    setProductName(chosen.productName);
    if (props.inclusionRate === undefined) setInclusionRate(String(chosen['limus-perform-rate']));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data.products, props.product]);

  const product = data.products.find((p) => p.productName === productName);
  const chooseProduct = (name: string) => {
    setProductName(name);
    const chosen = data.products.find((p) => p.productName === name);
    if (chosen) setInclusionRate(String(chosen['limus-perform-rate']));
  };

  const inputs = { fertiliserRate: parseNumber(fertiliserRate), inclusionRate: parseNumber(inclusionRate), area: parseNumber(area), units };
  const result = calculateLimus(inputs);
  const nutrients = result && product ? nutrientsApplied(result.fertiliserRateKgPerHectare, productAnalysis(product)) : undefined;
  const labels = UNIT_LABELS[units];
  const working =
    result && inputs.fertiliserRate && inputs.inclusionRate && inputs.area
      ? [
          ...limusWorking({ fertiliserRate: inputs.fertiliserRate, inclusionRate: inputs.inclusionRate, area: inputs.area }, result),
          ...(nutrients && product ? nutrientWorking(result.fertiliserRateKgPerHectare, productAnalysis(product), nutrients) : []),
        ]
      : [];
  const perUnit = (value: number) => perHectareToRate(value, units);
  const litres = (value: number) => n(value, value < 1 ? 4 : 2);

  const detail = useMemo<CalculatedDetail | undefined>(
    () =>
      result && {
        calculator: 'limus',
        inputs: { product: productName ?? null, ...inputs },
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
      },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [JSON.stringify(result), JSON.stringify(inputs), productName, JSON.stringify(nutrients)],
  );
  useCalculatedEvent(anchor, detail);

  return (
    <Panel ref={anchor} aria-labelledby={`${ids}-title`} data-calculator="limus">
      <PanelHeading
        as={headingAs}
        id={`${ids}-title`}
        title={LIMUS_TITLE}
        intro="Work out how much Limus to add to your fertiliser, what it costs and the nutrients the fertiliser applies."
      />
      <Columns>
        <Fields>
          {data.status === 'loading' && data.products.length === 0 && <Loader />}
          {data.status === 'error' && (
            <Row role="alert">
              <ErrorNote>{LIMUS_PRODUCTS_ERROR}</ErrorNote>
              <Button type="button" variant="secondary" onClick={data.retry}>
                Try again
              </Button>
            </Row>
          )}
          {data.products.length > 0 && (
            <Select id={`${ids}-product`} label="Fertiliser product" value={productName ?? ''} onChange={chooseProduct}>
              {data.products.map((p) => (
                <option key={p.productName} value={p.productName}>
                  {p.productName} ({p.company})
                </option>
              ))}
            </Select>
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
          <UnitsSwitch value={units} onChange={setUnits} />
          <NumericInput
            label="Fertiliser rate"
            unit={`kg/${labels.perArea}`}
            value={fertiliserRate}
            onChange={setFertiliserRate}
            error={positiveError(fertiliserRate)}
          />
          <NumericInput
            label="Limus inclusion rate"
            unit="lt/t"
            value={inclusionRate}
            onChange={setInclusionRate}
            hint="Litres of Limus per tonne of fertiliser; filled in from the product."
            error={positiveError(inclusionRate)}
          />
          <NumericInput label="Area" unit={labels.area} value={area} onChange={setArea} error={positiveError(area)} />
          {onOpenChart && (
            <Note>
              <a
                href={CALCULATOR_PATHS.rateChart}
                onClick={(event) => {
                  event.preventDefault();
                  onOpenChart();
                }}
              >
                Compare application rates across products
              </a>
            </Note>
          )}
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
          notes={result && units === 'acres' && nutrients ? ['Nutrients are worked out per hectare, then divided by 2.47105 for per acre.'] : undefined}
        />
      </Columns>
    </Panel>
  );
}
