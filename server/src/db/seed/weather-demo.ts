import type { TileReference } from '@farm/shared/domain';
import type { Kysely } from 'kysely';
import { hashPassword } from '../../security/password';
import type { Database, NewAccount } from '../database';
import { DEMO_PASSWORD } from './demo-users';

/**
 * Demo data the weather end-to-end specs use, so looking at the dashboard and the weather page changes
 * nothing another spec relies on (last accessed account, release popup counts): a Yorkshire Wolds farm in a
 * postcode district the offline geocoder knows (YO25, Driffield), and its one user.
 */
export const WEATHER_DEMO_ACCOUNT = 'WOLD0010';
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

const tiles: TileReference[] = ['mycropmarketing', 'myaccount', 'grainsamples', 'calculators'];

export async function seedWeatherDemo(db: Kysely<Database>): Promise<void> {
  await db.insertInto('accounts').values(woldsFarm).execute();
  const { id } = await db
    .insertInto('users')
    .values({
      email: WEATHER_DEMO_USER,
      username: WEATHER_DEMO_USER,
      name: 'Wendy Ashworth',
      password_hash: await hashPassword(DEMO_PASSWORD),
      internal: false,
      terms_pending: false,
      activation_pending: false,
      last_accessed_account: WEATHER_DEMO_ACCOUNT,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('account_users').values({ account_reference: WEATHER_DEMO_ACCOUNT, user_id: id, is_admin: false }).execute();
  await db.updateTable('accounts').set({ lead_user_id: id }).where('reference', '=', WEATHER_DEMO_ACCOUNT).execute();
  await db
    .insertInto('user_tiles')
    .values(
      tiles.map((tile, index) => ({
        account_reference: WEATHER_DEMO_ACCOUNT,
        user_id: id,
        tile_reference: tile,
        visible: true,
        locked: false,
        sequence: (index + 1) * 10,
      })),
    )
    .execute();
}
