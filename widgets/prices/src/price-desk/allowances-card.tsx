import { priceAllowancesSchema, pricePremiumSchema, type PriceDesk } from '@farm/area-crop-marketing';
import { Button, TextField, useZodForm } from '@farm/ui';
import { InlineForm } from './price-desk-parts';
import { SectionCard } from '../components/section-card';
import type { PriceDeskChanger } from './use-price-desk';

/** The premium of one price preference (£/MT), paid to every business that said Yes to it. */
function PremiumForm({ profile, change }: { profile: PriceDesk['premiums'][number]; change: PriceDeskChanger }) {
  const form = useZodForm(pricePremiumSchema, { values: { premium: profile.premium.toFixed(2) } });
  const submit = form.handleSubmit(({ premium }) => change.mutate({ kind: 'premium', profileNumber: profile.profileNumber, premium }));
  return (
    <InlineForm noValidate aria-label={`Premium: ${profile.name}`} onSubmit={(event) => void submit(event)}>
      <TextField label={`${profile.name} (£/MT)`} inputMode="decimal" error={form.formState.errors.premium?.message} {...form.register('premium')} />
      <Button type="submit" variant="secondary" disabled={change.isPending || !form.formState.isDirty}>
        Save
      </Button>
    </InlineForm>
  );
}

/** The premiums per price preference, then the haulage allowance (XFH) and the previous crop's spread. */
export function AllowancesCard({ desk, change }: { desk: PriceDesk; change: PriceDeskChanger }) {
  const { haulageAllowance, previousCropSpread } = desk.allowances;
  const form = useZodForm(priceAllowancesSchema, {
    values: { haulageAllowance: haulageAllowance.toFixed(2), previousCropSpread: previousCropSpread.toFixed(2) },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((allowances) => change.mutate({ kind: 'allowances', allowances }));
  return (
    <SectionCard aria-labelledby="desk-allowances">
      <h2 id="desk-allowances">Premiums and allowances</h2>
      {desk.premiums.map((profile) => (
        <PremiumForm key={profile.profileNumber} profile={profile} change={change} />
      ))}
      <InlineForm noValidate aria-label="Allowances" onSubmit={(event) => void submit(event)}>
        <TextField label="Haulage allowance (£/MT)" inputMode="decimal" error={errors.haulageAllowance?.message} {...form.register('haulageAllowance')} />
        <TextField
          label="Previous crop under current (£/MT)"
          inputMode="decimal"
          error={errors.previousCropSpread?.message}
          {...form.register('previousCropSpread')}
        />
        <Button type="submit" disabled={change.isPending || !form.formState.isDirty}>
          Save allowances
        </Button>
      </InlineForm>
    </SectionCard>
  );
}
