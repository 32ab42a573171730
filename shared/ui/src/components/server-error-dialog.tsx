import { clientConfig, cropMarketingMessages } from '@farm/core';
import { Button } from './button';
import { Dialog } from './dialog';

export interface ServerErrorDialogProps {
  open: boolean;
  onClose: () => void;
}

const [sorry, tryAgain] = cropMarketingMessages.serverErrorLines;

/**
 * Spec 2 §8: a server failure (status over 400) of a crop-marketing call. 'Internal server error', what to do
 * and the support contact, with a single OK.
 */
export function ServerErrorDialog({ open, onClose }: ServerErrorDialogProps) {
  const { phone, email } = clientConfig().support;
  return (
    <Dialog
      open={open}
      title={cropMarketingMessages.serverErrorTitle}
      onClose={onClose}
      actions={
        <Button type="button" onClick={onClose}>
          OK
        </Button>
      }
    >
      <p>{sorry}</p>
      <p>
        {tryAgain} <a href={`mailto:${email}`}>{email}</a> or <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a>.
      </p>
    </Dialog>
  );
}
