export { session$, account$, accounts$, toasts$, flags$, dialog$ } from './state';
export type { Session, ToastMessage, ToastKind, DialogRequest } from './state';
export { toast } from './commands/toast';
export { navigate } from './commands/navigate';
export { selectAccount, BUSINESS_CHANGED_MESSAGE } from './commands/select-account';
export { signOut } from './commands/sign-out';
export { startSession } from './commands/start-session';
export { openDialog, closeDialog } from './commands/open-dialog';
export { reloadUser } from './commands/reload-user';
