import type { Kysely } from 'kysely';
import { sanitiseRichText } from '../modules/content';
import { renderMarketReport } from '../modules/market-report';
import { hashPassword } from '../security/password';
import type { Database } from '../db/database';
import { demoAccountReferences as refs } from './demo-accounts';
import { DEMO_PASSWORD } from './demo-users';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Release notes dated relative to the seeding day: two within the last 14 days, the rest over the year. */
const demoReleaseNotes: { daysAgo: number; title: string; content: string }[] = [
  {
    daysAgo: 2,
    title: 'Weather for your farm',
    content:
      '<p>The new <strong>Weather</strong> page shows the forecast for the postcode of your selected business.</p><ul><li>Switch between the next 24 hours and a 5 day forecast.</li><li>See soil temperature, soil moisture and cloud cover alongside wind and rain.</li></ul><p>Open it from the weather card on your <a href="/dashboard/weather">dashboard</a>.</p>',
  },
  {
    daysAgo: 9,
    title: 'Create grain sample parcels online',
    content:
      '<p>You can now create and edit <strong>parcels</strong> of grain samples in Grain Sampling, and follow each sample through to its results.</p><p>Parcels you created by phone with our team appear here too.</p>',
  },
  {
    daysAgo: 33,
    title: 'Price alerts by text message',
    content:
      '<p>Price alerts can now reach you by SMS as well as by e-mail. Choose your default in <em>Alert contact preferences</em> on the Price Alerts page.</p>',
  },
  {
    daysAgo: 58,
    title: 'Exchange rates',
    content:
      '<p>A new <strong>Exchange Rates</strong> page under Crop Marketing shows sterling against the euro and the US dollar, updated through the trading day.</p>',
  },
  {
    daysAgo: 86,
    title: 'Download invoices and statements',
    content: '<p>Invoices and statements in My Account can now be downloaded as PDF, and the movements list exports to CSV for your farm records.</p>',
  },
  {
    daysAgo: 117,
    title: 'Search when switching business',
    content:
      '<p>If you work for several farm businesses, the business switcher now has a search box: type part of a name or town to find the business you need.</p>',
  },
  {
    daysAgo: 152,
    title: 'Limus Perform rate calculator',
    content:
      '<p>The Calculators area has a new <strong>Limus Perform rate</strong> calculator with a rate comparison chart, alongside the seed rate and wheat nitrogen calculators.</p>',
  },
  {
    daysAgo: 203,
    title: 'Weekly market report',
    content:
      "<p>Read our grain desk's weekly <strong>market report</strong> in Crop Marketing: global markets, currency moves and what they mean for UK prices.</p>",
  },
  {
    daysAgo: 268,
    title: 'Manage who sees what',
    content:
      '<p>Lead users and admins can now add users to their business and choose, area by area, what each one can see in MyFarm, from the new <strong>Admin</strong> page.</p>',
  },
  {
    daysAgo: 331,
    title: 'A new MyFarm dashboard',
    content:
      '<p>Welcome to the new MyFarm. Your dashboard brings grain prices, global markets, weather and every MyFarm service for your business together on one page.</p>',
  },
];

const releaseDate = (now: Date, daysAgo: number) => {
  const date = new Date(now.getTime() - daysAgo * DAY_MS);
  date.setUTCHours(9, 0, 0, 0);
  return date;
};

/** The release-popup demo user (e2e: content-release-popup.spec.ts): joined before the latest releases. */
export const RELEASES_USER = { email: 'releases@myfarm.example', name: 'Rory Fletcher', joinedDaysAgo: 60 };

/**
 * The content service's demo data (release notes, past downtimes, the demo video); runs inside the seed
 * transaction after the demo users exist. Users who have not visited the update centre count from when they
 * joined, so only the dedicated releases@ user (who joined before the two recent releases) sees the release popup.
 */
/** Yesterday's market report, so a demo shows one; the traders' next one replaces it as the latest. */
const DEMO_MARKET_REPORT = {
  title: 'Morning report: wheat steady, rapeseed firmer',
  markdown: [
    '## Wheat',
    '',
    'London feed wheat held its ground overnight as **export demand** from the Continent met a firmer pound.',
    'Old-crop spreads stay wide: farmers with wheat in store may find forward months pay for keeping it.',
    '',
    '## Oilseed rape',
    '',
    'Paris rapeseed gained on firmer vegetable oils and a weaker euro, lifting ex-farm rapeseed prices.',
    '',
    '## The week ahead',
    '',
    '| Day | Event | Why it matters |',
    '| :-- | :-- | :-- |',
    '| Tuesday | AHDB planting survey | UK winter crop areas |',
    '| Thursday | USDA export sales | US demand for wheat and corn |',
    '| Friday | MARS crop bulletin | EU crop conditions |',
    '',
    'Prices in this report are indicative. Your own prices are on the crop marketing page.',
  ].join('\n'),
};

export async function seedDemoContent(db: Kysely<Database>, now = new Date()): Promise<void> {
  const yesterday = new Date(now.getTime() - 24 * 3_600_000);
  await db
    .insertInto('market_reports')
    .values({
      title: DEMO_MARKET_REPORT.title,
      markdown: DEMO_MARKET_REPORT.markdown,
      html: renderMarketReport(DEMO_MARKET_REPORT.markdown),
      status: 'published',
      created_by: 'seed',
      updated_by: 'seed',
      published_at: yesterday,
      published_by: 'seed',
    })
    .execute();
  await db
    .insertInto('release_notes')
    .values(
      demoReleaseNotes.map((note) => ({
        title: note.title,
        release_date: releaseDate(now, note.daysAgo),
        content: sanitiseRichText(note.content),
        updated_by: 'seed',
      })),
    )
    .execute();

  // No active downtime by default: last month's downtime, switched off, and a finished tile downtime.
  await db
    .insertInto('app_downtimes')
    .values({
      app_name: 'MyFarm',
      show_downtime: false,
      start_at: new Date(now.getTime() - 30 * DAY_MS),
      end_at: new Date(now.getTime() - 30 * DAY_MS + 4 * 60 * 60 * 1000),
      updated_by: 'seed',
    })
    .execute();
  await db
    .insertInto('tile_maintenance')
    .values({
      tile_name: 'mycropmarketing',
      start_at: new Date(now.getTime() - 45 * DAY_MS),
      end_at: new Date(now.getTime() - 45 * DAY_MS + 2 * 60 * 60 * 1000),
      text: 'Crop Marketing will be unavailable while we upgrade our pricing system.',
      updated_by: 'seed',
    })
    .execute();

  // The API key stays empty: the embed player needs none, and keys never live in the repository.
  await db
    .insertInto('video_configs')
    .values({ id: 'dashboard', api_key: '', channel_id: 'UCmyfarmDemoChannel00000', current_video_id: 'M7lc1UVf-VE', show_video: false, updated_by: 'seed' })
    .execute();

  const existing = await db.selectFrom('users').select('id').where('email', '=', RELEASES_USER.email).executeTakeFirst();
  if (!existing) {
    const { id } = await db
      .insertInto('users')
      .values({
        email: RELEASES_USER.email,
        username: RELEASES_USER.email,
        name: RELEASES_USER.name,
        password_hash: await hashPassword(DEMO_PASSWORD),
        last_accessed_account: refs.whitfield,
        created_at: new Date(now.getTime() - RELEASES_USER.joinedDaysAgo * DAY_MS),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('account_users').values({ account_reference: refs.whitfield, user_id: id, is_admin: false }).execute();
    await db
      .insertInto('user_tiles')
      .values(
        (['mycropmarketing', 'myaccount', 'calculators', 'grainsamples'] as const).map((tile, index) => ({
          account_reference: refs.whitfield,
          user_id: id,
          tile_reference: tile,
          visible: true,
          locked: false,
          sequence: (index + 1) * 10,
        })),
      )
      .execute();
  }
}
