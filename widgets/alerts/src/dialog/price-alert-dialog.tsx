import { priceAlertCreateSchema, priceAlertUpdateSchema } from '@farm/area-alerts';
import { CURRENCY_PER_TONNE, contractPeriodText } from '@farm/area-crop-marketing';
import {
  NOTIFICATION_TYPE_LABELS,
  NOTIFICATION_TYPES,
  priceAlertMessages,
  type AlertContactPreference,
  type NotificationType,
  type PriceAlert,
} from '@farm/area-alerts';
import { Button, CancelButton, Dialog, Facts, FieldHint, FormFields, FormProblem, RadioChoice, TextField, useZodForm } from '@farm/ui';
import { useId, useState, type ReactNode } from 'react';
import { DestinationBadge } from '../destinations/destination-badge';
import { useDestinations } from '../destinations/use-destinations';
import { useSaveAlert } from '../hooks/use-alert-writes';
import { problemText } from '../lib/problem-text';
import { ConfirmDestinationStep, type DestinationStep } from './confirm-destination-step';
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

/**
 * Create or update a price alert (spec 2 §5): a target and/or a floor in £/MT (a blank is 0, 2 decimals, capped
 * at 500, or 999 for oilseed rape), ours the day's rise or fall in percent, and whom to tell, by e-mail or SMS.
 * The schema is the server's (the update schema for an update). An update's OK stays inert while nothing
 * changed or a number is a lone '.'. Keyboard: Tab through, Enter saves, Escape closes (the native dialog).
 * Saved with a contact not yet confirmed, it goes on to the code sent there (issue 27 §7).
 */
export function PriceAlertDialog({ reference, subject, alert, preferences, onClose }: PriceAlertDialogProps) {
  const formId = useId();
  const updating = alert !== null;
  // The update schema takes the same text fields (it drops the row's, which an update cannot change), so
  // one form serves both; its output is what the PUT takes.
  const form = useZodForm((updating ? priceAlertUpdateSchema : priceAlertCreateSchema) as typeof priceAlertCreateSchema, {
    defaultValues: updating ? updateValues(alert) : createValues(subject, preferences),
  });
  // An alert that watches the day's moves opens with them shown.
  const [movesShown] = useState(() => !!alert && (alert.risePercent > 0 || alert.fallPercent > 0));
  const save = useSaveAlert(reference, alert?.triggerId ?? null);
  const { errors, isDirty } = form.formState;
  const [notificationType, ...numbers] = form.watch(['notificationType', ...NUMBER_FIELDS]) as [string, ...string[]];
  const lonePoint = numbers.some((value) => typeof value === 'string' && value.trim() === '.');
  const inert = save.isPending || (updating && (!isDirty || lonePoint));
  const noDefault = !updating && !preferences.some((p) => p.isDefault);
  const destinations = useDestinations();
  const [step, setStep] = useState<DestinationStep | null>(null);

  const contactOf = (saved: Pick<PriceAlert, 'notificationType' | 'emailAddress' | 'smsNumber'>) =>
    destinations.lookup(saved.notificationType, saved.notificationType === 'email' ? saved.emailAddress : saved.smsNumber);
  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (answer) => {
        const { value, confirmed } = contactOf(answer);
        // Without the list of destinations the dialog cannot tell; the server still sends nothing unconfirmed.
        if (value === null || confirmed || !destinations.known) onClose();
        else setStep({ kind: answer.notificationType, value, afterSave: true });
      },
    }),
  );
  const field = (name: keyof AlertFormValues) => ({ ...form.register(name), error: errors[name]?.message });
  const [typedEmail, typedSms] = form.watch(['emailAddress', 'smsNumber']) as [string, string];
  const contact = CONTACT_FIELDS[notificationType === 'sms' ? 'sms' : 'email'];
  const typed = contactOf({ notificationType: notificationType as NotificationType, emailAddress: typedEmail, smsNumber: typedSms });
  // An alert saved before destinations were confirmed: its contact, unchanged, can be confirmed from here.
  const saved = alert ? contactOf(alert) : null;
  const confirmable: DestinationStep | null =
    alert && saved?.value && !saved.confirmed && alert.notificationType === notificationType && saved.value === typed.value
      ? { kind: alert.notificationType, value: saved.value, afterSave: false }
      : null;
  const status =
    destinations.known && typed.value !== null && !errors.emailAddress && !errors.smsNumber ? (
      <>
        <DestinationBadge confirmed={typed.confirmed} />
        {confirmable && (
          <Button type="button" variant="secondary" onClick={() => setStep(confirmable)}>
            Confirm this {confirmable.kind === 'sms' ? 'number' : 'address'}
          </Button>
        )}
      </>
    ) : null;

  if (step) return <ConfirmDestinationStep step={step} onClose={onClose} />;

  const actions = (
    <>
      <CancelButton onClick={onClose} />
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
          <ContactField
            key={contact.name}
            label={contact.label}
            hint={contact.hint}
            type={contact.type}
            autoComplete={contact.autoComplete}
            {...field(contact.name)}
            empty={!(contact.name === 'smsNumber' ? typedSms : typedEmail)}
            status={status}
          />
          {save.isError && <FormProblem role="alert">{problemText(save.error)}</FormProblem>}
        </FormFields>
      </form>
    </Dialog>
  );
}

/** The one contact box the chosen way of notifying asks for. */
const CONTACT_FIELDS = {
  sms: { name: 'smsNumber', label: 'SMS number', hint: priceAlertMessages.smsHint, type: 'tel', autoComplete: 'tel' },
  email: { name: 'emailAddress', label: 'Email address', hint: priceAlertMessages.emailHint, type: 'email', autoComplete: 'email' },
} as const;

/** The chosen contact's field; while it is empty its hint says it is needed (spec 2 §5); then whether it is confirmed. */
function ContactField({ hint, empty, error, status, ...props }: Parameters<typeof TextField>[0] & { hint: string; empty: boolean; status: ReactNode }) {
  return (
    <div>
      <TextField {...props} error={error} />
      {empty && !error && <FieldHint>{hint}</FieldHint>}
      {!empty && status}
    </div>
  );
}
