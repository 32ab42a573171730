import { NOTIFICATIONS_LISTED } from '@farm/area-alerts/domain';
import { accountReferenceSchema, envelopeSchema, portalNotificationListSchema, type PortalNotification } from '@farm/core/domain';
import { z } from 'zod';
import { calendarDay, type Db } from '../../db';
import { type ApiApp, type ApiDeps, errorResponses, ok } from '../../http';
import { firingFactColumns, joinedFiringFacts } from '../price-alerts';
import { accountMember } from '../accounts';
import { firingText, offerFilledText } from './notification-texts';

const routeErrors = errorResponses(400, 401, 403, 404);
const accountParams = z.object({ id: accountReferenceSchema });
const tags = ['notifications'];

async function readNotifications(db: Db, account: string, userId: string): Promise<PortalNotification[]> {
  const rows = await db
    .selectFrom('user_notifications as n')
    .leftJoin('alert_firings as f', 'f.id', 'n.firing_id')
    .leftJoin('standing_offers as o', 'o.id', 'n.offer_id')
    .select([
      'n.id',
      'n.created_at',
      'n.read_at',
      'n.title',
      'n.body',
      'n.link',
      ...firingFactColumns('f'),
      'o.commodity_name as offer_commodity',
      calendarDay('o.contract_from').as('offer_from'),
      calendarDay('o.contract_to').as('offer_to'),
      'o.contract_split as offer_split',
      'o.crop_year as offer_crop_year',
      'o.quantity',
      'o.target_price',
      'o.contract_reference',
    ])
    .where('n.user_id', '=', userId)
    .where('n.account_reference', '=', account)
    .orderBy('n.created_at', 'desc')
    .orderBy('n.id', 'desc')
    .limit(NOTIFICATIONS_LISTED)
    .execute();
  return rows.map((row) => {
    const firing = joinedFiringFacts(row);
    // A load event carries its words; an alert's and an offer's are written from their rows.
    const text = row.title
      ? { title: row.title, text: row.body ?? '', link: row.link ?? '' }
      : firing
        ? firingText(firing)
        : offerFilledText({
            commodity: row.offer_commodity ?? '',
            contractPeriod: { from: row.offer_from, to: row.offer_to, cropYear: row.offer_crop_year ?? 0, isContractSplit: Boolean(row.offer_split) },
            quantity: row.quantity ?? 0,
            targetPrice: Number(row.target_price),
            contractReference: row.contract_reference ?? '',
          });
    return { id: String(row.id), createdAt: row.created_at.toISOString(), ...text, read: row.read_at !== null };
  });
}

/** The header bell's list of what happened to the signed-in user on this account: alerts fired, offers filled, loads. */
export function notificationRoutes(app: ApiApp, { db }: Pick<ApiDeps, 'db'>): void {
  const access = accountMember(db);
  const unreadCount = async (account: string, userId: string) =>
    Number(
      (
        await db
          .selectFrom('user_notifications')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('user_id', '=', userId)
          .where('account_reference', '=', account)
          .where('read_at', 'is', null)
          .executeTakeFirstOrThrow()
      ).n,
    );

  app.get(
    '/notifications',
    {
      config: { access },
      schema: {
        operationId: 'listNotifications',
        tags,
        summary: "The user's newest notifications on this account, and how many are unread",
        params: accountParams,
        response: { 200: envelopeSchema(portalNotificationListSchema), ...routeErrors },
      },
    },
    async (request) => {
      const account = request.accountAccess.reference;
      const userId = request.auth.user.id;
      const [notifications, unread] = await Promise.all([readNotifications(db, account, userId), unreadCount(account, userId)]);
      return ok({ notifications, unread });
    },
  );

  app.post(
    '/notifications/read',
    {
      config: { access },
      schema: {
        operationId: 'markNotificationsRead',
        tags,
        summary: "Marks the user's notifications on this account read",
        params: accountParams,
        response: { 200: envelopeSchema(z.object({ unread: z.literal(0) })), ...routeErrors },
      },
    },
    async (request) => {
      await db
        .updateTable('user_notifications')
        .set({ read_at: new Date() })
        .where('user_id', '=', request.auth.user.id)
        .where('account_reference', '=', request.accountAccess.reference)
        .where('read_at', 'is', null)
        .execute();
      return ok({ unread: 0 as const });
    },
  );
}
