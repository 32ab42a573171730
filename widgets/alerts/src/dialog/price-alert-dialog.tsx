import {
  ApiError,
  clientConfig,
  CURRENCY_PER_TONNE,
  contractPeriodText,
  errorMessageFor,
  NOTIFICATION_TYPE_LABELS,
  NOTIFICATION_TYPES,
  priceAlertMessages,
  type AlertContactPreference,
  type PriceAlert,
} from '@farm/core';
import { Button, Dialog, Facts, FieldHint, FormFields, FormProblem, RadioChoice, useZodForm, TextField } from '@farm/ui';
import { useId, useState } from 'react';
import { useSaveAlert } from '../hooks/use-alert-writes';
import { createValues, NUMBER_FIELDS, updateValues, type AlertFormValues } from './alert-form-values';
import { More, Notice, PriceFields } from './alert-form-styles';
import type { AlertSubject } from './alert-subject';

export interface PriceAlertDialogProps {
  reference: string;
  subject: AlertSubject;
  /** The alert to update; null creates one. */
  alert: PriceAlert | null;
  /** The user's contact preferences: a new alert's contact comes from the default one. */
  preferences: readonly AlertContactPreference[];
  onClose: () => void;
}

/** Spec 2 §8: a failed create or update shows the server's errorMessage in the form. */
function problemText(error: unknown): string {
  if (error instanceof ApiError && error.errorMessage && error.status >= 400 && error.status !== 401) return error.errorMessage;
  return errorMessageFor(error, clientConfig().support);
}

/**
 * Create or update a price alert (spec 2 §5): a target and/or a floor in £/MT (a blank is 0, 2 decimals, capped
 * at 500, or 999 for oilseed rape), ours the day's rise or fall in percent, and whom to tell, by e-mail or SMS.
 * The schema is the server's (the update schema for an update). An update's OK stays inert while nothing
 * changed or a number is a lone '.'. Keyboard: Tab through, Enter saves, Escape closes (the native dialog).
 */
export function PriceAlertDialog({ reference, subject, alert, preferences, onClose }: PriceAlertDialogProps) {
  const formId = useId();
  const updating = alert !== null;
  // The update schema takes the same text fields (it drops the row's, which an update cannot change), so
  // one form serves both; its output is what the PUT takes.
  const form = useZodForm(
    (forms) => (updating ? forms.priceAlertUpdateSchema : forms.priceAlertCreateSchema) as typeof forms.priceAlertCreateSchema,
    { defaultValues: updating ? updateValues(alert) : createValues(subject, preferences) },
  );
  // An alert that watches the day's moves opens with them shown.
  const [movesShown] = useState(() => !!alert && (alert.risePercent > 0 || alert.fallPercent > 0));
  const save = useSaveAlert(reference, alert?.triggerId ?? null);
  const { errors, isDirty } = form.formState;
  const [notificationType, ...numbers] = form.watch(['notificationType', ...NUMBER_FIELDS]) as [string, ...string[]];
  const lonePoint = numbers.some((value) => typeof value === 'string' && value.trim() === '.');
  const inert = save.isPending || (updating && (!isDirty || lonePoint));
  const noDefault = !updating && !preferences.some((p) => p.isDefault);

  const submit = form.handleSubmit((values) => save.mutate(values, { onSuccess: onClose }));
  const field = (name: keyof AlertFormValues) => ({ ...form.register(name), error: errors[name]?.message });

  const actions = (
    <>
      <Button type="button" variant="secondary" onClick={onClose}>
        Cancel
      </Button>
      <Button type="submit" form={formId} disabled={inert}>
        OK
      </Button>
    </>
  );

  return (
    <Dialog open title={updating ? 'Update price alert' : 'Set a price alert'} onClose={onClose} actions={actions}>
      <Facts>
        <dt>Commodity</dt>
        <dd>{subject.commodityName}</dd>
        <dt>Contract period</dt>
        <dd>{contractPeriodText(subject.contractPeriod)}</dd>
        <dt>Current price ({CURRENCY_PER_TONNE})</dt>
        <dd>{subject.currentPrice === null ? '–' : subject.currentPrice.toFixed(2)}</dd>
      </Facts>
      <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
        <FormFields>
          {noDefault && <Notice role="status">{priceAlertMessages.noDefaultPreference}</Notice>}
          <PriceFields>
            <TextField label={`Target price (${CURRENCY_PER_TONNE})`} inputMode="decimal" autoComplete="off" {...field('targetPrice')} />
            <TextField label={`Floor price (${CURRENCY_PER_TONNE})`} inputMode="decimal" autoComplete="off" {...field('floorPrice')} />
          </PriceFields>
          <More open={movesShown}>
            <summary>More conditions</summary>
            <PriceFields>
              <TextField label="Daily rise (%)" inputMode="decimal" autoComplete="off" {...field('risePercent')} />
              <TextField label="Daily fall (%)" inputMode="decimal" autoComplete="off" {...field('fallPercent')} />
            </PriceFields>
          </More>
          <RadioChoice>
            <legend>Notification type</legend>
            {NOTIFICATION_TYPES.map((type) => (
              <label key={type}>
                <input type="radio" value={type} {...form.register('notificationType')} />
                {NOTIFICATION_TYPE_LABELS[type]}
              </label>
            ))}
          </RadioChoice>
          {notificationType === 'sms' ? (
            <ContactField key="sms" label="SMS number" hint={priceAlertMessages.smsHint} type="tel" autoComplete="tel" {...field('smsNumber')} empty={!form.watch('smsNumber')} />
          ) : (
            <ContactField key="email" label="Email address" hint={priceAlertMessages.emailHint} type="email" autoComplete="email" {...field('emailAddress')} empty={!form.watch('emailAddress')} />
          )}
          {save.isError && <FormProblem role="alert">{problemText(save.error)}</FormProblem>}
        </FormFields>
      </form>
    </Dialog>
  );
}

/** The chosen contact's field; while it is empty its hint says it is needed (spec 2 §5). */
function ContactField({ hint, empty, error, ...props }: Parameters<typeof TextField>[0] & { hint: string; empty: boolean }) {
  return (
    <div>
      <TextField {...props} error={error} />
      {empty && !error && <FieldHint>{hint}</FieldHint>}
    </div>
  );
}
