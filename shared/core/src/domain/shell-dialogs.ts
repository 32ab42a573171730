/**
 * The shell's dialog (openDialog kind) saying spec 2 §8's 'No Collection Address': opened when crop marketing
 * sends a business without an address home (spec 1 §2), so the area says why it is closed.
 */
export const NO_COLLECTION_ADDRESS_DIALOG = 'no-collection-address';

/** The texts of the shell's own dialogs (spec 2 §8): no collection address, and the server error. */
export const shellDialogMessages = {
  noAddressTitle: 'No Collection Address',
  noAddressText: 'There are no collection addresses associated with this account, please contact',
  serverErrorTitle: 'Internal server error',
  serverErrorLines: ['Sorry, something went wrong,', 'Please try again. If this problem persists, please contact us at'],
} as const;
