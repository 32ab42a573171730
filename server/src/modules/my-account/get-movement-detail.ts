import { accountReferenceSchema, envelopeSchema } from '@farm/core/domain';
import { MOVEMENT_ANALYSIS, movementDetailSchema, myAccountMessages, type MovementDetail } from '@farm/area-my-account/domain';
import { sql } from 'kysely';
import * as z from 'zod';
import type { Db } from '../../db';
import { type ApiApp, type ApiDeps, ApiError, errorResponses, ok } from '../../http';
import { accountMember } from '../accounts';
import { toNullableNumber } from './list-definition';
import { movements } from './movement-list';

/** The account's movement with its sample's analysis (MOI, KG, PRO, HAG, ADS first, in that order), or undefined. */
async function readMovementDetail(db: Db, account: string, id: string): Promise<MovementDetail | undefined> {
  const raw = await movements
    .select(movements.from(db))
    .select('m.sample_id')
    .where((eb) => eb.and([movements.account(eb, account), eb('m.id', '=', id)]))
    .executeTakeFirst();
  if (!raw) return undefined;
  const results = raw.sample_id
    ? await db
        .selectFrom('sample_results')
        .select(['reference', 'name', 'result', 'unit'])
        .where('sample_id', '=', raw.sample_id)
        .orderBy(sql`coalesce(array_position(${sql.val([...MOVEMENT_ANALYSIS])}::text[], reference), ${MOVEMENT_ANALYSIS.length + 1})`)
        .orderBy('line_no')
        .execute()
    : [];
  return {
    movement: movements.toRow(raw),
    sampleResults: results.map((result) => ({ reference: result.reference, name: result.name, result: toNullableNumber(result.result), unit: result.unit })),
  };
}

/** GET /accounts/{id}/movements/{movementId}: what a moved row of the grid expands to (spec 3 §3 Movement detail). */
export function getMovementDetail(app: ApiApp, { db }: ApiDeps): void {
  app.get(
    '/movements/:movementId',
    {
      config: { access: accountMember(db) },
      schema: {
        operationId: 'getMovementDetail',
        tags: ['my account'],
        summary: 'A movement with the analysis of its sample',
        params: z.object({ id: accountReferenceSchema, movementId: z.uuid() }),
        response: {
          200: envelopeSchema(movementDetailSchema),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const detail = await readMovementDetail(db, request.accountAccess.reference, request.params.movementId);
      // Another account's movement gets the answer an unknown one gets: nothing says it exists.
      if (!detail) throw new ApiError(404, 'MOVEMENT_NOT_FOUND', myAccountMessages.movementNotFound);
      return ok(detail);
    },
  );
}
