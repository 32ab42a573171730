export { session$, account$, accounts$, toasts$ } from './state';
export type { Session, ToastMessage, ToastKind } from './state';
export { toast } from './commands/toast';
export { navigate } from './commands/navigate';
export { selectAccount, BUSINESS_CHANGED_MESSAGE } from './commands/select-account';
export { signOut } from './commands/sign-out';
export { startSession } from './commands/start-session';
