import styled from '@emotion/styled';
import { ApiError, formatPounds, formatPoundsPerTonne, type PriceRow, type Prices } from '@farm/core';
import { contractPeriodText, LOAD_TONNES, pricesQuery, varietiesQuery, type Commodity } from '@farm/area-crop-marketing';
import {
  createStandingOffer,
  MAX_OFFER_LOADS,
  standingOfferCreateSchema,
  standingOfferMessages,
  standingOffersKey,
  type StandingOffer,
} from '@farm/area-alerts';
import { Button, CancelButton, Dialog, TextField, useZodForm } from '@farm/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef } from 'react';
import { Controller } from 'react-hook-form';
import { isWithinExpiryRange } from '../lib/expiry-range';
import { Hint } from '../sell/sell-form-styles';
import { VarietyStep } from '../sell/variety-step';
import { ExpiryDateField } from './expiry-date-field';

export interface OfferDialogProps {
  reference: string;
  commodity: Commodity;
  row: PriceRow;
  /** The table the row is from: its collection address and price type are the offer's. */
  prices: Pick<Prices, 'farmAddressId' | 'priceType'>;
  onClose: () => void;
  onCreated: (offer: StandingOffer) => void;
  /** A server failure, for the page's server-error dialog. */
  onError: (error: unknown) => void;
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.background};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

/** The loads box is a few digits wide, with its tonnage beside it. */
const Loads = styled.div`
  input {
    max-width: 8rem;
  }
`;

const Intro = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Problem = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;

const isValidationFailure = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 400;

/**
 * "Sell automatically at £X" (issue 11): a standing offer on one price row, which the server turns into a
 * contract at the target price once the row's ex-farm price reaches it within trading times. The form checks
 * with the schema the server checks the offer with (standingOfferCreateSchema), plus what depends on the
 * moment: the target above the row's current price (which moves with every tick while the dialog is open)
 * and the expiry from tomorrow. The server's 400 shows in the form (spec 2 §8); other failures open the
 * page's server-error dialog.
 */
export function OfferDialog({ reference, commodity, row, prices, onClose, onCreated, onError }: OfferDialogProps) {
  const formId = useId();
  const client = useQueryClient();
  // The row as the cache has it now: a tick moves its price while the dialog is open.
  const table = useQuery({
    ...pricesQuery(reference, { priceType: prices.priceType, farmAddressId: prices.farmAddressId, commodityExternalCdkId: commodity.commodityExternalCdkId }),
    enabled: false,
  });
  const live = table.data?.rows.find((r) => r.sellReference === row.sellReference) ?? row;
  const currentPrice = useRef(live.priceCurrentYear);
  useEffect(() => {
    currentPrice.current = live.priceCurrentYear;
  }, [live.priceCurrentYear]);

  // The moment's rules sit on their fields, so they show beside the others' messages (a rule on the whole
  // object would wait until every field is valid).
  const schema = useMemo(
    () =>
      standingOfferCreateSchema.extend({
        targetPrice: standingOfferCreateSchema.shape.targetPrice.refine(
          (target) => currentPrice.current === null || target > currentPrice.current,
          standingOfferMessages.targetAbovePrice,
        ),
        expiresOn: standingOfferCreateSchema.shape.expiresOn.refine((day) => isWithinExpiryRange(day), standingOfferMessages.expiryRule),
      }),
    [],
  );
  const form = useZodForm(schema, {
    defaultValues: {
      commodityId: commodity.id,
      farmAddressId: prices.farmAddressId,
      priceType: prices.priceType,
      sellReference: row.sellReference,
      loads: 1,
      varietyList: [],
      targetPrice: '',
      expiresOn: '',
    },
  });
  const [chosen = [], loads = Number.NaN, target] = form.watch(['varietyList', 'loads', 'targetPrice']);
  const varieties = useQuery(varietiesQuery(commodity));
  const { errors } = form.formState;

  const create = useMutation({
    mutationFn: (offer: Parameters<typeof createStandingOffer>[1]) => createStandingOffer(reference, offer),
    onSuccess: (offer) => {
      void client.invalidateQueries({ queryKey: standingOffersKey(reference) });
      onCreated(offer);
    },
    onError: (error) => {
      if (!isValidationFailure(error)) onError(error);
    },
  });

  const toggleVariety = (varietyNumber: number, on: boolean) => {
    const next = on ? [...chosen, varietyNumber] : chosen.filter((n) => n !== varietyNumber);
    form.setValue('varietyList', next, { shouldValidate: true });
  };
  const submit = form.handleSubmit((offer) => create.mutate(offer));

  const targetNumber = typeof target === 'string' && target.trim() !== '' ? Number(target) : Number.NaN;
  const label = Number.isFinite(targetNumber) && targetNumber > 0 ? `Sell automatically at ${formatPounds(targetNumber)}` : 'Sell automatically';
  const period = contractPeriodText(row.contractPeriod);
  const problem = isValidationFailure(create.error) ? (create.error.errorMessage ?? standingOfferMessages.targetAbovePrice) : undefined;

  const actions = (
    <>
      <CancelButton onClick={onClose} />
      <Button type="submit" form={formId} disabled={create.isPending}>
        {label}
      </Button>
    </>
  );

  return (
    <Dialog open title={`Sell automatically: ${commodity.name}`} onClose={onClose} actions={actions}>
      <Form id={formId} noValidate onSubmit={(event) => void submit(event)}>
        <Intro>We sell for you, once, when the ex-farm price for this period reaches your target within trading times.</Intro>
        <Facts>
          <dt>Commodity</dt>
          <dd>{commodity.name}</dd>
          <dt>Contract period</dt>
          <dd>{period}</dd>
          <dt>Current price</dt>
          <dd data-testid="current-price">{live.priceCurrentYear === null ? '–' : formatPoundsPerTonne(live.priceCurrentYear)}</dd>
        </Facts>
        <VarietyStep varieties={varieties.data} loadError={varieties.error} chosen={chosen} onToggle={toggleVariety} error={errors.varietyList?.message} />
        <Loads>
          <TextField
            label={`Number of loads (${LOAD_TONNES} MT each, 1 to ${MAX_OFFER_LOADS})`}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_OFFER_LOADS}
            step={1}
            error={errors.loads?.message}
            {...form.register('loads', { valueAsNumber: true })}
          />
          <Hint aria-live="polite">{Number.isFinite(loads) ? `${loads * LOAD_TONNES} MT` : '–'}</Hint>
        </Loads>
        <TextField
          label="Target price (£/MT)"
          hint="Above the current price, at most 2 decimals."
          inputMode="decimal"
          autoComplete="off"
          error={errors.targetPrice?.message}
          {...form.register('targetPrice')}
        />
        <Controller
          control={form.control}
          name="expiresOn"
          render={({ field }) => (
            <ExpiryDateField value={String(field.value ?? '')} onChange={field.onChange} onBlur={field.onBlur} error={errors.expiresOn?.message} />
          )}
        />
        {problem && <Problem role="alert">{problem}</Problem>}
      </Form>
    </Dialog>
  );
}
