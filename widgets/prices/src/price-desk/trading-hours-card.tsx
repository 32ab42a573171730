import { tradingHoursSchema, type PriceDesk } from '@farm/area-crop-marketing';
import { Button, TextField, useZodForm } from '@farm/ui';
import { InlineForm, Muted } from './price-desk-parts';
import { SectionCard } from '../components/section-card';
import type { PriceDeskChanger } from './use-price-desk';

/**
 * When selling is open, in UK time: the desk's hours, or the deployment's (TRADING_HOURS) until the desk sets some.
 * Quotes, sales and standing offer fills outside them are refused on every instance from the next tick.
 */
export function TradingHoursCard({ desk, change }: { desk: PriceDesk; change: PriceDeskChanger }) {
  const { hours, setByDesk, deploymentHours } = desk.tradingHours;
  const form = useZodForm(tradingHoursSchema, { values: { tradingHours: hours } });
  const submit = form.handleSubmit(({ tradingHours }) => change.mutate({ kind: 'tradingHours', tradingHours }));
  return (
    <SectionCard aria-labelledby="desk-hours">
      <h2 id="desk-hours">Trading hours</h2>
      <p>
        <Muted>{setByDesk ? `Set here. The deployment's hours are ${deploymentHours}.` : "The deployment's hours (TRADING_HOURS)."}</Muted>
      </p>
      <InlineForm noValidate aria-label="Trading hours" onSubmit={(event) => void submit(event)}>
        <TextField
          label="Hours (UK time)"
          hint="Such as Mon-Fri 07:30-17:00; Sat 08:00-12:00"
          error={form.formState.errors.tradingHours?.message}
          {...form.register('tradingHours')}
        />
        <Button type="submit" disabled={change.isPending || !form.formState.isDirty}>
          Save hours
        </Button>
        {setByDesk && (
          <Button type="button" variant="secondary" disabled={change.isPending} onClick={() => change.mutate({ kind: 'tradingHours', tradingHours: null })}>
            Use the deployment&apos;s hours
          </Button>
        )}
      </InlineForm>
    </SectionCard>
  );
}
