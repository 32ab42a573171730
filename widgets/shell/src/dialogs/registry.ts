import { NO_COLLECTION_ADDRESS_DIALOG } from '@farm/core';
import { NoCollectionAddressDialog } from '@farm/ui';
import type { ComponentType } from 'react';
import { BusinessSummaryDialog } from './business-summary-dialog';
import { EmailPreferencesDialog } from './email-preferences-dialog';
import { InternalUserDialog } from './internal-user-dialog';
import { NoAccessDialog } from './no-access-dialog';
import { OxburyPromptDialog } from './oxbury-prompt-dialog';
import { PasswordResetDialog } from './password-reset-dialog';
import { ViewAsDialog } from '../view-as/view-as-dialog';
import type { DialogProps } from './dialog-props';

/** Every dialog another part of the portal can open with `openDialog(kind, data)`, by kind. */
export const dialogRegistry: Record<string, ComponentType<DialogProps>> = {
  'no-access': NoAccessDialog,
  [NO_COLLECTION_ADDRESS_DIALOG]: NoCollectionAddressDialog,
  'oxbury-prompt': OxburyPromptDialog,
  'business-summary': BusinessSummaryDialog,
  'email-preferences': EmailPreferencesDialog,
  'internal-user': InternalUserDialog,
  'password-reset': PasswordResetDialog,
  'view-as-customer': ViewAsDialog,
};
