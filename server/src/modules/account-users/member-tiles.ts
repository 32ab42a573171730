import { ADMIN_TILE_REFERENCES, tileFlagsOf } from '@farm/area-account-users/domain';
import type { Db } from '../../db';
import type { AdminTiles } from './account-user-queries';

/** Sets a member's access to every administrable tile, each at the catalogue's place in their order. */
export async function writeAdminTiles(db: Db, reference: string, userId: string, tiles: AdminTiles): Promise<void> {
  const catalogue = await db.selectFrom('tiles').select(['reference', 'sequence']).where('reference', 'in', ADMIN_TILE_REFERENCES).execute();
  if (catalogue.length === 0) return;
  await db
    .insertInto('user_tiles')
    .values(
      catalogue.map((tile) => ({
        account_reference: reference,
        user_id: userId,
        tile_reference: tile.reference,
        sequence: tile.sequence,
        ...tileFlagsOf(tiles[tile.reference as keyof AdminTiles]),
      })),
    )
    .onConflict((conflict) =>
      conflict
        .columns(['account_reference', 'user_id', 'tile_reference'])
        .doUpdateSet((eb) => ({ visible: eb.ref('excluded.visible'), locked: eb.ref('excluded.locked') })),
    )
    .execute();
}
