import styled from '@emotion/styled';
import { priceBasisSchema, type PriceDesk } from '@farm/area-crop-marketing';
import { Button, ruledTable, SelectField, TextField, useZodForm } from '@farm/ui';
import { InlineForm, signedPounds } from './price-desk-parts';
import { SectionCard } from '../components/section-card';
import type { PriceDeskChanger } from './use-price-desk';

const Table = styled.table`
  ${ruledTable('bottom')}
  td:last-of-type,
  th:last-of-type {
    text-align: right;
  }
`;

/**
 * The basis (£/MT over or under futures) of each commodity in each postcode area, '*' for every area without its
 * own; setting one for an area that has none adds it. Farmers' prices move by it on the next tick.
 */
export function BasisCard({ desk, change }: { desk: PriceDesk; change: PriceDeskChanger }) {
  const form = useZodForm(priceBasisSchema, { defaultValues: { commodityId: String(desk.commodities[0]?.commodityId ?? ''), postcodeArea: '*', basis: '' } });
  const { errors } = form.formState;
  const submit = form.handleSubmit((basis) => change.mutate({ kind: 'basis', basis }, { onSuccess: () => form.reset({ ...form.getValues(), basis: '' }) }));
  return (
    <SectionCard aria-labelledby="desk-basis">
      <h2 id="desk-basis">Basis</h2>
      <Table aria-labelledby="desk-basis">
        <thead>
          <tr>
            <th scope="col">Commodity</th>
            <th scope="col">Postcode area</th>
            <th scope="col">£/MT</th>
          </tr>
        </thead>
        <tbody>
          {desk.basis.map((row) => (
            <tr key={`${row.commodityId} ${row.postcodeArea}`}>
              <td>{row.commodityName}</td>
              <td>{row.postcodeArea === '*' ? 'Every other area' : row.postcodeArea}</td>
              <td>{signedPounds(row.basis)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <InlineForm noValidate aria-label="Set a basis" onSubmit={(event) => void submit(event)}>
        <SelectField label="Commodity" {...form.register('commodityId')}>
          {desk.commodities.map((commodity) => (
            <option key={commodity.commodityId} value={commodity.commodityId}>
              {commodity.name}
            </option>
          ))}
        </SelectField>
        <TextField label="Postcode area" hint="Such as CB; * for every other area" error={errors.postcodeArea?.message} {...form.register('postcodeArea')} />
        <TextField label="Basis (£/MT)" inputMode="decimal" error={errors.basis?.message} {...form.register('basis')} />
        <Button type="submit" disabled={change.isPending}>
          Set basis
        </Button>
      </InlineForm>
    </SectionCard>
  );
}
