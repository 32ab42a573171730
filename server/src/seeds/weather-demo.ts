import type { TileReference } from '@farm/core/domain';
import type { Kysely } from 'kysely';
import type { Database, NewAccount } from '../db/database';
import type { Access, DemoUser } from './demo-users';
import { insertDemoUsers } from './insert-demo-users';

/**
 * Demo data the weather end-to-end specs use, so looking at the dashboard and the weather page changes
 * nothing another spec relies on (last accessed account, release popup counts): a Yorkshire Wolds farm in a
 * postcode district the offline geocoder knows (YO25, Driffield), and its one user.
 */
const WEATHER_DEMO_ACCOUNT = 'WOLD0010';
export const WEATHER_DEMO_USER = 'weather@myfarm.example';

const woldsFarm: NewAccount = {
  reference: WEATHER_DEMO_ACCOUNT,
  name: 'Wolds Edge Farming',
  status: 'Active',
  vat_registration_number: 'GB 553 1820 44',
  street: 'Manor Farm, Kirkburn',
  locality: null,
  post_town: 'Driffield',
  county: 'East Riding of Yorkshire',
  postcode: 'YO25 9DT',
  contact_email: 'office@woldsedge.example',
  contact_phone: '01377 000000',
  contact_mobile: null,
  contact_sms: null,
  assurance_status: 'Assured',
  assurance_reference: 'RTC-0710552',
  assurance_last_modified: '2025-09-01',
  sustainability_status: null,
  lead_user_id: null,
};

const tiles: [TileReference, Access][] = [
  ['mycropmarketing', 'enable'],
  ['myaccount', 'enable'],
  ['grainsamples', 'enable'],
  ['calculators', 'enable'],
];

const weatherUser: DemoUser = {
  email: WEATHER_DEMO_USER,
  name: 'Wendy Ashworth',
  internal: false,
  termsPending: false,
  activationPending: false,
  lastAccessedAccount: WEATHER_DEMO_ACCOUNT,
  memberships: [{ account: WEATHER_DEMO_ACCOUNT, isAdmin: false, isLead: true, tiles }],
};

export async function seedWeatherDemo(db: Kysely<Database>, passwordHash: string): Promise<void> {
  await db.insertInto('accounts').values(woldsFarm).execute();
  // Its grain store: with crop marketing open, the dashboard's price panel would otherwise put the 'No Collection
  // Address' prompt over the weather card these specs look at.
  await db
    .insertInto('collection_addresses')
    .values({
      account_reference: WEATHER_DEMO_ACCOUNT,
      address_name: 'Manor Farm grain store',
      address_lines: ['Manor Farm, Kirkburn', 'Driffield'],
      postcode: 'YO25 9DT',
    })
    .execute();
  await insertDemoUsers(db, [weatherUser], passwordHash);
}
