import { BehaviorSubject, Subject } from 'rxjs';
import type { Account, DowntimeContent, FeatureToggle, PriceRow, PriceType, ReleaseNoteState, User } from '../domain';
import type { ViewingAs } from '../storage/view-as-storage';

export interface Session {
  /** While staff view a business as its customers, its lead user: the server answers every call as them. */
  user: User;
  internal: boolean;
  getAccessToken: () => Promise<string | undefined>;
  /** The business a member of staff is viewing read-only in this tab (issue 12); absent in their own view. */
  viewAs?: ViewingAs;
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

/** One step of the breadcrumb trail: a route's title and where it leads. */
export interface Crumb {
  title: string;
  path: string;
}

/** The route being shown, published by the root config on every routing event (it owns the route table). */
export interface RouteState {
  path: string;
  /** The matched route's title; null for a path the table does not know. */
  title: string | null;
  /** From the dashboard down to the current page. */
  crumbs: Crumb[];
}

export const route$ = new BehaviorSubject<RouteState | null>(null);

/** A release note as the header's notifications list needs it; the content service's notes fit this shape. */
export interface ReleaseNoteSummary {
  id: string;
  releaseDate: string;
  content: { releaseTitle: string };
}

/** Recent release notes, newest first (loaded at start by the content code); the header lists them. */
export const notifications$ = new BehaviorSubject<ReleaseNoteSummary[]>([]);

/** Planned downtime from the content service (spec 1 §4): loading, loaded, or failed to load. */
export type DowntimeState = { status: 'loading' } | { status: 'loaded'; content: DowntimeContent } | { status: 'failed' };
/** Loaded at start and refreshed while the portal is open; the guards, the shell and the dashboard read it. */
export const downtime$ = new BehaviorSubject<DowntimeState>({ status: 'loading' });

/** The user's release-note state (last seen, popup count) from the server; null until loaded. */
export const releaseNoteState$ = new BehaviorSubject<ReleaseNoteState | null>(null);

/** A price alert asked for from a price row's bell: the row, where its prices are for, and its alert if it has one. */
export interface PriceAlertRequest {
  accountReference: string;
  /** The commodity as crop marketing names it (its Commodity's identifying fields). */
  commodity: { id: number; name: string; commodityExternalCdkId: string; externalCdkId: string };
  row: PriceRow;
  farmAddressId: number;
  priceType: PriceType;
  /** The active alert's id: update it; null: create one. */
  triggerId: string | null;
}

/**
 * The latest bell request the price alerts dialog has not taken yet, or null. State rather than an event: the
 * bell loads the dialog's widget and publishes, and the dialog may subscribe a moment later (its module still
 * arriving, its element not yet upgraded); it clears the request as it takes it, so a request opens one dialog.
 */
export const priceAlertRequests$ = new BehaviorSubject<PriceAlertRequest | null>(null);
