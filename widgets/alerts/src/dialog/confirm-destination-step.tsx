import type { NotificationType } from '@farm/area-alerts';
import { Button, Dialog } from '@farm/ui';
import { useState } from 'react';
import { DestinationCode } from '../destinations/destination-code';

export interface DestinationStep {
  kind: NotificationType;
  /** The destination in its stored form. */
  value: string;
  /** Reached by saving the alert, rather than asked for. */
  afterSave: boolean;
}

/**
 * The alert dialog's last step when its contact is not confirmed (issue 27 §7): the alert is saved, but nothing
 * is sent there until the code sent to it is entered. Later closes; the alerts page shows it unconfirmed.
 */
export function ConfirmDestinationStep({ step, onClose }: { step: DestinationStep; onClose: () => void }) {
  const [done, setDone] = useState(false);
  const title = step.kind === 'sms' ? 'Confirm your mobile number' : 'Confirm your email address';
  const close = (
    <Button type="button" variant={done ? 'primary' : 'secondary'} onClick={onClose}>
      {done ? 'Done' : 'Later'}
    </Button>
  );
  return (
    <Dialog open title={title} onClose={onClose} actions={close}>
      {step.afterSave && (
        <p>
          Your price alert is saved. It will be sent to {step.value} once you confirm this {step.kind === 'sms' ? 'number' : 'address'}.
        </p>
      )}
      <DestinationCode kind={step.kind} value={step.value} sendAtStart onConfirmed={() => setDone(true)} />
    </Dialog>
  );
}
