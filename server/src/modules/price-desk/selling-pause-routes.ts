import { cropMarketingMessages, sellingPauseListSchema, sellingPauseParamsSchema } from '@farm/area-crop-marketing/domain';
import { envelopeSchema } from '@farm/core/domain';
import { staffOnly } from '../../access';
import { writeAuditEntry } from '../../audit-log';
import { type ApiApp, type ApiDeps, ApiError, errorResponses, ok } from '../../http';
import { listPauses, pauseSubject } from './pause-queries';

const tags = ['price desk'];
const answer = { 200: envelopeSchema(sellingPauseListSchema), ...errorResponses(400, 401, 403, 404) };

/**
 * The price desk's pause (issue 29): staff stop and restart selling of a commodity, or of every commodity (id 0).
 * Every instance refuses quotes, contracts from open quotes and standing offer fills of it within a tick, and its
 * Sell buttons say why. Each change commits with its audit entry (who, when, before and after).
 */
export function sellingPauseRoutes(app: ApiApp, { db }: ApiDeps): void {
  app.get(
    '/price-desk/pauses',
    {
      config: { access: staffOnly },
      schema: { operationId: 'listSellingPauses', tags, summary: 'The pauses of selling in force (staff only)', response: answer },
    },
    async () => ok({ pauses: await listPauses(db) }),
  );

  for (const paused of [true, false]) {
    const method = paused ? 'put' : 'delete';
    app[method](
      '/price-desk/pauses/:commodityId',
      {
        config: { access: staffOnly },
        schema: {
          operationId: paused ? 'pauseSelling' : 'resumeSelling',
          tags,
          summary: paused ? 'Pause selling of a commodity, or of every commodity (0) (staff only)' : 'Let selling of a commodity start again (staff only)',
          params: sellingPauseParamsSchema,
          response: answer,
        },
      },
      async (request) => {
        const { commodityId } = request.params;
        const subject = await pauseSubject(db, commodityId);
        if (!subject) throw new ApiError(404, 'COMMODITY_NOT_FOUND', cropMarketingMessages.noPricing);
        const { user, sessionId } = request.auth;
        await db.transaction().execute(async (trx) => {
          const changed = paused
            ? await trx
                .insertInto('selling_pauses')
                .values({ commodity_id: commodityId, paused_by: user.username })
                .onConflict((oc) => oc.column('commodity_id').doNothing())
                .executeTakeFirst()
            : await trx.deleteFrom('selling_pauses').where('commodity_id', '=', commodityId).executeTakeFirst();
          const rows = 'numInsertedOrUpdatedRows' in changed ? changed.numInsertedOrUpdatedRows : changed.numDeletedRows;
          if (rows === 0n) return;
          await writeAuditEntry(trx, {
            user,
            action: paused ? 'selling-pause' : 'selling-resume',
            appname: 'Price desk',
            sessionid: sessionId,
            url: request.url,
            message: `Selling of ${subject} changed from ${paused ? 'open' : 'paused'} to ${paused ? 'paused' : 'open'}`,
          });
        });
        return ok({ pauses: await listPauses(db) });
      },
    );
  }
}
