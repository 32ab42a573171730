import { Button, Dialog } from '@farm/ui';
import { useEffect, useRef } from 'react';
import { useIdleTimeout } from './use-idle-timeout';

const TIMEOUT_ALERT_TITLE = 'Timeout Alert';

/** The idle-timeout dialog of spec 1 §4: a countdown, Log off, and Stay logged on. */
export function TimeoutAlert({ idleMs }: { idleMs?: number }) {
  const { phase, stay, logOff } = useIdleTimeout(idleMs);
  const stayButton = useRef<HTMLButtonElement>(null);
  const showing = phase.kind === 'warning';
  // The safe choice takes focus (after the dialog has opened, which would focus the first button).
  useEffect(() => {
    if (showing) stayButton.current?.focus();
  }, [showing]);
  if (phase.kind !== 'warning') return null;
  return (
    <Dialog
      open
      title={TIMEOUT_ALERT_TITLE}
      onClose={stay}
      actions={
        <>
          <Button type="button" variant="secondary" onClick={logOff}>
            Log off
          </Button>
          <Button ref={stayButton} type="button" onClick={stay}>
            Stay logged on
          </Button>
        </>
      }
    >
      <p>
        You will be automatically logged off in <span role="timer">{phase.secondsLeft}</span> seconds
      </p>
    </Dialog>
  );
}
