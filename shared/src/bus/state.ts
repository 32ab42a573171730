import { BehaviorSubject, Subject } from 'rxjs';
import type { Account, FeatureToggle, User } from '../domain';

export interface Session {
  user: User;
  internal: boolean;
  getAccessToken: () => Promise<string | undefined>;
}

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastMessage {
  id: number;
  message: string;
  kind: ToastKind;
  durationMs: number;
}

/** Null while signed out. */
export const session$ = new BehaviorSubject<Session | null>(null);
/** The selected business account; every account-scoped widget reloads when it changes. */
export const account$ = new BehaviorSubject<Account | null>(null);
export const accounts$ = new BehaviorSubject<Account[]>([]);
export const toasts$ = new Subject<ToastMessage>();

/** The feature toggles for the signed-in user (spec 1 §5), loaded at start. */
export const flags$ = new BehaviorSubject<FeatureToggle[]>([]);

/** A dialog the shell should open; `kind` names it (for example 'no-access'), `data` fills it in. */
export interface DialogRequest {
  kind: string;
  data?: Record<string, unknown>;
}

/**
 * The open dialog, or null. State rather than an event, so a dialog asked for before the shell has mounted
 * (a guard redirecting on the first page load) still opens.
 */
export const dialog$ = new BehaviorSubject<DialogRequest | null>(null);
