import { defaultEmailPreferences, type EmailPreferences } from '@farm/core/domain';
import type { Db } from '../../db';

export async function findEmailPreferences(db: Db, userId: string): Promise<EmailPreferences> {
  const row = await db.selectFrom('email_preferences').selectAll().where('user_id', '=', userId).executeTakeFirst();
  if (!row) return { ...defaultEmailPreferences };
  return {
    priceAlerts: row.price_alerts,
    marketReports: row.market_reports,
    accountStatements: row.account_statements,
    newsAndOffers: row.news_and_offers,
  };
}

export async function saveEmailPreferences(db: Db, userId: string, preferences: EmailPreferences): Promise<void> {
  const columns = {
    price_alerts: preferences.priceAlerts,
    market_reports: preferences.marketReports,
    account_statements: preferences.accountStatements,
    news_and_offers: preferences.newsAndOffers,
  };
  await db
    .insertInto('email_preferences')
    .values({ user_id: userId, ...columns })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...columns, updated_at: new Date() }))
    .execute();
}
