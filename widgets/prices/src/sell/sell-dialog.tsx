import { sellGrainFormSchema } from '@farm/area-crop-marketing';
import styled from '@emotion/styled';
import { ApiError, clientConfig, errorMessageFor, type PriceRow, type Prices } from '@farm/core';
import {
  createContract,
  cropMarketingMessages,
  LOAD_TONNES,
  MAX_VARIETIES,
  MIN_LOADS,
  MIN_VARIETIES,
  varietiesQuery,
  type Commodity,
  type SaleDraft,
  type SaleResponse,
  contractPeriodText,
} from '@farm/area-crop-marketing';
import { Button, CancelButton, Dialog, isServerFailure, Loader, useZodForm } from '@farm/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { isSellableLoads } from '../lib/loads';
import { AmountStep } from './amount-step';
import { ConfirmStep } from './confirm-step';
import { clearSaleInProgress, markSaleInProgress } from './interrupted-sale';
import { useBackCloses } from './use-back-closes';
import { useSaleQuote } from './use-sale-quote';
import { VarietyStep } from './variety-step';

export interface SellDialogProps {
  reference: string;
  commodity: Commodity;
  row: PriceRow;
  /** The table the row is from: its collection address and price type are the sale's. */
  prices: Pick<Prices, 'farmAddressId' | 'priceType'>;
  onClose: () => void;
  onSold: (sale: SaleResponse) => void;
  /** A server failure, for the page's server-error dialog (spec 2 §4: the only way a failed sale shows). */
  onError: (error: unknown) => void;
}

const STEPS = ['Variety', 'Amount', 'Confirm'] as const;
type Step = 0 | 1 | 2;

const Steps = styled.ol`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  list-style: none;
  counter-reset: step;
  li {
    flex: 1;
    padding-top: ${({ theme }) => theme.space(1)};
    border-top: 4px solid ${({ theme }) => theme.colors.border};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.muted};
    counter-increment: step;
  }
  li::before {
    content: counter(step) '. ';
  }
  li[data-done='true'],
  li[aria-current='step'] {
    border-top-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.text};
  }
  li[aria-current='step'] {
    font-weight: 600;
  }
`;

const StepHeading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.md};
  &:focus {
    outline: none;
  }
`;

const Body = styled.form`
  min-height: 200px;
`;

/** Covers the dialog while the server works ('Refreshing Price', 'Creating Contract'). */
const Overlay = styled.div`
  position: absolute;
  inset: 0;
  z-index: 3;
  display: flex;
  align-items: center;
  justify-content: center;
  border-radius: inherit;
  background: rgba(255, 255, 255, 0.88);
`;

const isQuoteExpired = (error: unknown) => error instanceof ApiError && error.errorCode === 'QUOTE_EXPIRED';

/**
 * Selling grain (spec 2 §4, §5): a dialog of three steps, Variety (1 to 3), Amount (whole loads of 29 MT) and
 * Confirm, where the server prices the sale, holds that price for 2:00 and asks again when it runs out; the
 * sale completes once the terms are accepted. The form checks with the schema the server checks the sale
 * with (sellGrainFormSchema). Focus stays in the dialog and Escape closes it (the Dialog's native modal); so does
 * the browser's Back. A reload during the countdown is told on the page afterwards (interrupted-sale.ts).
 */
export function SellDialog({ reference, commodity, row, prices, onClose, onSold, onError }: SellDialogProps) {
  const [step, setStep] = useState<Step>(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const formId = useId();
  const form = useZodForm(sellGrainFormSchema, {
    defaultValues: { varietyList: [], loads: MIN_LOADS },
  });
  const [chosen = [], loads = Number.NaN, termsAccepted = false] = form.watch(['varietyList', 'loads', 'termsAccepted']);
  const varieties = useQuery(varietiesQuery(commodity));
  const quote = useSaleQuote(reference, onError);

  const draft: SaleDraft = {
    commodityId: commodity.id,
    farmAddressId: prices.farmAddressId,
    priceType: prices.priceType,
    quantity: loads * LOAD_TONNES,
    sellReference: row.sellReference,
    varietyList: chosen,
  };

  const sale = useMutation({
    mutationFn: ({ quoteId, salePrice, key }: { quoteId: string; salePrice: number; key: string }) =>
      createContract(reference, { ...draft, quoteId, salePrice }, key),
    onSuccess: onSold,
    onError: (error) => {
      // The held price ran out on the server: take its new price and show that it changed.
      if (isQuoteExpired(error)) quote.refresh(draft);
      else onError(error);
    },
  });

  // Each step starts with its heading, so a screen reader hears where it is and Tab goes on from there.
  useEffect(() => heading.current?.focus(), [step]);

  // Back (or a phone's back gesture) closes the dialog rather than leaving the page.
  useBackCloses(onClose);

  // How far the sale got, for the page to tell after a reload (which closes nothing): the countdown, or sent.
  const stage = sale.isPending ? 'submitting' : step === 2 ? 'confirming' : null;
  useEffect(() => {
    if (stage) markSaleInProgress(reference, stage);
    else clearSaleInProgress(reference);
  }, [reference, stage]);
  useEffect(() => () => clearSaleInProgress(reference), [reference]);

  const goTo = (next: Step) => {
    if (next === 2) quote.refresh(draft);
    setStep(next);
  };
  const toggleVariety = (varietyNumber: number, on: boolean) => {
    const next = on ? [...chosen, varietyNumber] : chosen.filter((n) => n !== varietyNumber);
    form.setValue('varietyList', next, { shouldValidate: true });
  };
  const complete = form.handleSubmit(() => {
    const held = quote.held;
    if (held) sale.mutate({ quoteId: held.quote.quoteId, salePrice: held.quote.salePrice, key: held.idempotencyKey });
  });

  const canGoOn = step === 0 ? chosen.length >= MIN_VARIETIES && chosen.length <= MAX_VARIETIES : isSellableLoads(loads);
  const busy = quote.refreshing ? cropMarketingMessages.refreshingPrice : sale.isPending ? cropMarketingMessages.creatingContract : undefined;
  const problem = sale.isError && !isServerFailure(sale.error) && !isQuoteExpired(sale.error) ? errorMessageFor(sale.error, clientConfig().support) : undefined;

  const actions = (
    <>
      {step > 0 ? (
        <Button type="button" variant="secondary" onClick={() => goTo((step - 1) as Step)} disabled={!!busy}>
          Back
        </Button>
      ) : (
        <CancelButton onClick={onClose} />
      )}
      {step < 2 ? (
        <Button type="button" onClick={() => goTo((step + 1) as Step)} disabled={!canGoOn}>
          Next
        </Button>
      ) : (
        <Button type="submit" form={formId} disabled={!termsAccepted || !quote.held || !!busy}>
          Complete sale
        </Button>
      )}
    </>
  );

  return (
    <Dialog open title={`Sell ${commodity.name}: ${contractPeriodText(row.contractPeriod)}`} onClose={onClose} actions={actions}>
      <Steps>
        {STEPS.map((name, index) => (
          <li key={name} aria-current={index === step ? 'step' : undefined} data-done={index < step}>
            {name}
          </li>
        ))}
      </Steps>
      <Body id={formId} noValidate onSubmit={(event) => void complete(event)}>
        <StepHeading ref={heading} tabIndex={-1}>
          Step {step + 1} of {STEPS.length}: {STEPS[step]}
        </StepHeading>
        {step === 0 && (
          <VarietyStep
            varieties={varieties.data}
            loadError={varieties.error}
            chosen={chosen}
            onToggle={toggleVariety}
            error={form.formState.errors.varietyList?.message}
          />
        )}
        {step === 1 && (
          <AmountStep
            field={form.register('loads', { valueAsNumber: true, onChange: () => void form.trigger('loads') })}
            loads={loads}
            onStep={(next) => form.setValue('loads', next, { shouldValidate: true })}
            error={form.formState.errors.loads?.message}
          />
        )}
        {step === 2 && (
          <ConfirmStep
            commodity={commodity}
            row={row}
            varieties={(varieties.data ?? []).filter((v) => chosen.includes(v.varietyNumber))}
            loads={loads}
            held={quote.held}
            refreshing={quote.refreshing}
            onExpire={() => quote.refresh(draft)}
            terms={form.register('termsAccepted')}
            problem={problem}
          />
        )}
      </Body>
      {busy && (
        <Overlay>
          <Loader label={busy} />
        </Overlay>
      )}
    </Dialog>
  );
}
