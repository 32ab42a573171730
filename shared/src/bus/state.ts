import { BehaviorSubject, Subject } from 'rxjs';
import type { Account, User } from '../domain';

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
