import { accountReferenceSchema, envelopeSchema } from '@farm/core/domain';
import { csvFileName, listQuerySchema, listRowSchemas, MY_ACCOUNT_LISTS, pagedSchema, type MyAccountListName } from '@farm/area-my-account/domain';
import { isFeatureAllowed } from '@farm/core/flags';
import * as z from 'zod';
import { type ApiApp, type ApiDeps, ApiError, errorResponses, ok } from '../../http';
import { accountMember } from '../accounts';
import { subjectOf, togglesFor } from '../features';
import { allListRows, listReaders, listTotals, readListPage, type ListTotals } from './list-queries';
import { csvStream } from './list-csv';
import type { ListReader } from './list-definition';
import type { Readable } from 'node:stream';

const csvDisabled = () => new ApiError(403, 'CSV_EXPORT_DISABLED', 'Exporting this list is not available.');
const wantsCsv = (accept: string | undefined) => Boolean(accept?.includes('text/csv'));

/**
 * GET /accounts/{id}/<list> for every My Account list: a page as JSON, or with Accept text/csv every row of the same
 * query streamed as a file (behind the list's export flag).
 */
export function listRoutes(app: ApiApp, deps: ApiDeps): void {
  const totals = listTotals();
  for (const list of Object.keys(MY_ACCOUNT_LISTS) as MyAccountListName[]) listRoute(app, deps, totals, list);
}

function listRoute<L extends MyAccountListName>(app: ApiApp, { db }: ApiDeps, totals: ListTotals, list: L): void {
  const { path, label, csvFlag } = MY_ACCOUNT_LISTS[list];
  const { csv } = listReaders[list] as ListReader<L>;
  app.get(
    `/${path}`,
    {
      config: { access: accountMember(db) },
      schema: {
        operationId: `list${list[0]!.toUpperCase()}${list.slice(1)}`,
        tags: ['my account'],
        summary: `${label}: a page, sorted and filtered on the server; with Accept text/csv, every matching row as CSV`,
        params: z.object({ id: accountReferenceSchema }),
        querystring: listQuerySchema(list),
        response: {
          200: z.union([
            envelopeSchema(pagedSchema(listRowSchemas[list])),
            z.custom<Readable>().meta({ type: 'string', format: 'binary', description: 'For Accept text/csv: every matching row, as a CSV file.' }),
          ]),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const account = request.accountAccess.reference;
      if (!wantsCsv(request.headers.accept)) return ok(await readListPage(db, totals, list, account, request.query));
      if (csvFlag && !isFeatureAllowed(await togglesFor(db, request.auth.user), csvFlag, subjectOf(request.auth.user))) throw csvDisabled();
      const rows = csvStream(csv, allListRows(db, list, account, request.query), (error) => request.log.error({ err: error }, 'CSV export ended early'));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csvFileName(label, request.query.dateFrom, request.query.dateTo)}"`)
        .header('cache-control', 'private, no-store')
        .send(rows);
    },
  );
}
