import { shellDialogMessages } from '@farm/core';
import { OkDialog } from './ok-dialog';
import { SupportEmailLink, SupportPhoneLink } from './support-links';

export interface ServerErrorDialogProps {
  open: boolean;
  onClose: () => void;
}

const [sorry, tryAgain] = shellDialogMessages.serverErrorLines;

/**
 * Spec 2 §8: a server failure (status over 400) of a crop-marketing call. 'Internal server error', what to do
 * and the support contact, with a single OK.
 */
export function ServerErrorDialog({ open, onClose }: ServerErrorDialogProps) {
  return (
    <OkDialog open={open} title={shellDialogMessages.serverErrorTitle} onClose={onClose}>
      <p>{sorry}</p>
      <p>
        {tryAgain} <SupportEmailLink /> or <SupportPhoneLink />.
      </p>
    </OkDialog>
  );
}
