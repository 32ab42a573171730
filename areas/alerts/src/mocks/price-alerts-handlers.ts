import {
  DEFAULT_LOAD_NOTIFICATION_PREFERENCES,
  loadNotificationPreferencesSchema,
  type LoadNotificationPreferences,
  alertDestinationMessages,
  checkSmsNumber,
  DESTINATION_CODE_RESEND_SECONDS,
  DESTINATION_CODE_TTL_MINUTES,
  priceAlertMessages,
  type AlertContactPreference,
  type AlertDestinationState,
  type AlertFiring,
  type NotificationType,
  type PriceAlert,
} from '@farm/area-alerts';
import { type Prices } from '@farm/core';
import { destinationCodeFormSchema, priceAlertCreateSchema, priceAlertUpdateSchema } from '@farm/area-alerts';
import { http } from 'msw';
import { failure, ok } from '../../../../tests/support/api-envelopes';
import { demoCommodities, demoPrices } from '@farm/area-crop-marketing/mocks';
import { DEMO_DESTINATION_CODE, demoAlerts, demoContactPreferences, demoDestinations, demoFirings } from './price-alerts-fixtures';

/** One account state of alerts, contact preferences and firings, and the user's alert destinations, which the handlers read and change. */
export interface PriceAlertsState {
  alerts: PriceAlert[];
  preferences: AlertContactPreference[];
  firings: AlertFiring[];
  destinations: AlertDestinationState[];
  loadNotifications: LoadNotificationPreferences;
}

export const priceAlertsState = (state: Partial<PriceAlertsState> = {}): PriceAlertsState => ({
  alerts: state.alerts ?? demoAlerts(),
  preferences: state.preferences ?? demoContactPreferences(),
  firings: state.firings ?? demoFirings(),
  destinations: state.destinations ?? demoDestinations(),
  loadNotifications: state.loadNotifications ?? DEFAULT_LOAD_NOTIFICATION_PREFERENCES,
});

/** A price table with each row's active alert, as the server marks them (its target, else its floor). */
export function withAlerts(prices: Prices, alerts: readonly PriceAlert[]): Prices {
  const rows = prices.rows.map((row) => {
    const alert = alerts.find(
      (a) =>
        !a.expired &&
        a.commodityExternalCdkId === prices.commodityExternalCdkId &&
        a.sellReference === row.sellReference &&
        a.farmAddressId === prices.farmAddressId &&
        a.priceType === prices.priceType,
    );
    return { ...row, priceAlert: alert ? alert.targetPrice || alert.floorPrice : null, triggerId: alert?.triggerId ?? null };
  });
  return { ...prices, rows };
}

/** The server's 400 for a body its schema refuses: the first message. */
const refusal = (error: { issues: { message: string }[] }) => failure(400, 'VALIDATION_ERROR', error.issues[0]?.message ?? 'Invalid request.');

/**
 * The price alert and alert contact preference calls as the server answers them (issue 11's API contract),
 * checking bodies with the schemas the server uses. Every call of this function starts from `state`.
 */
export function priceAlertHandlers(state: PriceAlertsState = priceAlertsState()) {
  const base = '/api/accounts/:reference';
  return [
    http.get(`${base}/price-alerts`, () => ok({ alerts: state.alerts })),
    http.get(`${base}/price-alerts/history`, () => ok({ firings: state.firings })),
    http.post(`${base}/price-alerts`, async ({ request }) => {
      const parsed = priceAlertCreateSchema.safeParse(await request.json());
      if (!parsed.success) return refusal(parsed.error);
      const body = parsed.data;
      const commodity = demoCommodities.find((c) => c.commodityExternalCdkId === body.commodityExternalCdkId);
      const row =
        commodity &&
        demoPrices(commodity, { priceType: body.priceType, farmAddressId: body.farmAddressId }).rows.find((r) => r.sellReference === body.sellReference);
      if (!commodity || !row) return failure(400, 'VALIDATION_ERROR', priceAlertMessages.noSuchRow);
      const alert: PriceAlert = {
        ...body,
        triggerId: crypto.randomUUID(),
        commodity: commodity.name,
        contractStartDate: row.contractPeriod.from,
        contractEndDate: row.contractPeriod.to,
        contractPeriod: row.contractPeriod,
        lastFiredAt: null,
        coolingDown: false,
        expired: false,
      };
      state.alerts = [alert, ...state.alerts];
      return ok({ alert }, 201);
    }),
    http.put(`${base}/price-alerts/:triggerId`, async ({ params, request }) => {
      const index = state.alerts.findIndex((a) => a.triggerId === params.triggerId);
      if (index < 0) return failure(404, 'NOT_FOUND', priceAlertMessages.alertNotFound);
      const parsed = priceAlertUpdateSchema.safeParse(await request.json());
      if (!parsed.success) return refusal(parsed.error);
      const { commodityExternalCdkId: _named, ...changes } = parsed.data;
      const alert = { ...state.alerts[index]!, ...changes };
      state.alerts = state.alerts.map((a, i) => (i === index ? alert : a));
      return ok({ alert });
    }),
    http.delete(`${base}/price-alerts/:triggerId`, ({ params }) => {
      if (!state.alerts.some((a) => a.triggerId === params.triggerId)) return failure(404, 'NOT_FOUND', priceAlertMessages.alertNotFound);
      state.alerts = state.alerts.filter((a) => a.triggerId !== params.triggerId);
      return ok({ deleted: true });
    }),
    http.get(`${base}/user-preferences`, () => ok({ preferences: state.preferences })),
    http.post(`${base}/user-preferences`, async ({ request }) => {
      const writes = (await request.json()) as Omit<AlertContactPreference, 'preferenceId'>[];
      if (writes.some((w) => !w.preferenceValue || state.preferences.some((p) => p.preferenceName === w.preferenceName))) {
        return failure(400, 'VALIDATION_ERROR', priceAlertMessages.preferenceEmailRequired);
      }
      const created = writes.map((w, i) => ({ ...w, preferenceId: 100 + state.preferences.length + i }));
      state.preferences = [...state.preferences.map((p) => (created.some((c) => c.isDefault) ? { ...p, isDefault: false } : p)), ...created];
      return ok({ preferences: state.preferences }, 201);
    }),
    ...alertDestinationHandlers(state),
    http.get(`${base}/load-notification-preferences`, () => ok({ preferences: state.loadNotifications })),
    http.put(`${base}/load-notification-preferences`, async ({ request }) => {
      const parsed = loadNotificationPreferencesSchema.safeParse(await request.json());
      if (!parsed.success) return refusal(parsed.error);
      state.loadNotifications = parsed.data;
      return ok({ preferences: state.loadNotifications });
    }),
    http.put(`${base}/user-preferences/:preferenceId`, async ({ params, request }) => {
      const write = (await request.json()) as Omit<AlertContactPreference, 'preferenceId'>;
      const id = Number(params.preferenceId);
      if (!state.preferences.some((p) => p.preferenceId === id)) return failure(404, 'NOT_FOUND', 'No such preference.');
      state.preferences = state.preferences.map((p) =>
        p.preferenceId === id ? { ...write, preferenceId: id } : write.isDefault ? { ...p, isDefault: false } : p,
      );
      return ok({ preferences: state.preferences });
    }),
  ];
}

/**
 * The alert destination calls (issue 27 §7): a code 'sent' to a destination is DEMO_DESTINATION_CODE, and
 * confirms it. No caps: the server's are tested against the server.
 */
function alertDestinationHandlers(state: PriceAlertsState) {
  const base = '/api/myuser/alert-destinations';
  const answer = (destination: AlertDestinationState) => {
    state.destinations = [...state.destinations.filter((d) => !(d.kind === destination.kind && d.value === destination.value)), destination];
    return ok({ destination });
  };
  /** The destination of a body in its stored form, or the server's 400. */
  const destinationOf = (body: { kind: NotificationType; value: string }) => {
    if (body.kind === 'email') return { kind: body.kind, value: body.value.trim().toLowerCase() };
    const checked = checkSmsNumber(body.value);
    return 'number' in checked ? { kind: body.kind, value: checked.number } : failure(400, 'VALIDATION_ERROR', checked.problem);
  };
  return [
    http.get(base, () => ok({ destinations: state.destinations })),
    http.post(base, async ({ request }) => {
      const destination = destinationOf((await request.json()) as { kind: NotificationType; value: string });
      if (destination instanceof Response) return destination;
      const { kind, value } = destination;
      const known = state.destinations.find((d) => d.kind === kind && d.value === value);
      if (known?.confirmed) return ok({ destination: known });
      const now = Date.now();
      return answer({
        kind,
        value,
        confirmed: false,
        signInEmail: false,
        codeExpiresAt: new Date(now + DESTINATION_CODE_TTL_MINUTES * 60_000).toISOString(),
        resendAfter: new Date(now + DESTINATION_CODE_RESEND_SECONDS * 1000).toISOString(),
      });
    }),
    http.post(`${base}/confirm`, async ({ request }) => {
      const body = (await request.json()) as { kind: NotificationType; value: string; code: string };
      const destination = destinationOf(body);
      if (destination instanceof Response) return destination;
      const parsed = destinationCodeFormSchema.safeParse({ code: body.code });
      if (!parsed.success) return refusal(parsed.error);
      const { kind, value } = destination;
      const { code } = parsed.data;
      const known = state.destinations.find((d) => d.kind === kind && d.value === value);
      if (known?.confirmed) return ok({ destination: known });
      if (!known || code !== DEMO_DESTINATION_CODE) return failure(400, 'DESTINATION_CODE_INCORRECT', alertDestinationMessages.codeIncorrect);
      return answer({ ...known, confirmed: true, codeExpiresAt: null, resendAfter: null });
    }),
  ];
}
