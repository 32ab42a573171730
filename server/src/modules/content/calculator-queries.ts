import { DEFAULT_GUIDELINE_FIGURE, type LimusProduct, type WheatNitrogenGuideline } from '@farm/area-calculators/domain';
import type { Insertable, Selectable } from 'kysely';
import type { Db, LimusProductsTable } from '../../db';

export function limusProductRow(product: LimusProduct, index: number, by: string | null): Insertable<LimusProductsTable> {
  return {
    product_name: product.productName,
    specific_gravity: product['specific-gravity'],
    analysis_w_w_n: product['analysis-w-w-n'],
    analysis_w_w_so3: product['analysis-w-w-so3'],
    analysis_w_v_n: product['analysis-w-v-n'],
    analysis_w_v_so3: product['analysis-w-v-so3'],
    limus_perform_rate: product['limus-perform-rate'],
    company: product.company,
    sequence: (index + 1) * 10,
    updated_by: by,
  };
}

function toLimusProduct(row: Selectable<LimusProductsTable>): LimusProduct {
  return {
    productName: row.product_name,
    'specific-gravity': row.specific_gravity,
    'analysis-w-w-n': row.analysis_w_w_n,
    'analysis-w-w-so3': row.analysis_w_w_so3,
    'analysis-w-v-n': row.analysis_w_v_n,
    'analysis-w-v-so3': row.analysis_w_v_so3,
    'limus-perform-rate': row.limus_perform_rate,
    company: row.company,
  };
}

export async function findLimusProducts(db: Db): Promise<LimusProduct[]> {
  const rows = await db.selectFrom('limus_products').selectAll().orderBy('sequence').orderBy('id').execute();
  return rows.map(toLimusProduct);
}

/** Replaces the list in one transaction, so a reader never sees half of it. */
export async function replaceLimusProducts(db: Db, products: LimusProduct[], by: string): Promise<LimusProduct[]> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('limus_products').execute();
    if (products.length > 0)
      await trx
        .insertInto('limus_products')
        .values(products.map((product, index) => limusProductRow(product, index, by)))
        .execute();
  });
  return findLimusProducts(db);
}

export async function findWheatNitrogenGuideline(db: Db): Promise<WheatNitrogenGuideline> {
  const row = await db.selectFrom('wheat_nitrogen_guideline').select('guidelinefig').where('id', '=', 1).executeTakeFirst();
  return { guidelinefig: row?.guidelinefig ?? DEFAULT_GUIDELINE_FIGURE };
}

export async function saveWheatNitrogenGuideline(db: Db, guideline: WheatNitrogenGuideline, by: string): Promise<WheatNitrogenGuideline> {
  await db
    .insertInto('wheat_nitrogen_guideline')
    .values({ id: 1, guidelinefig: guideline.guidelinefig, updated_by: by })
    .onConflict((oc) => oc.column('id').doUpdateSet({ guidelinefig: guideline.guidelinefig, updated_by: by, updated_at: new Date() }))
    .execute();
  return findWheatNitrogenGuideline(db);
}
