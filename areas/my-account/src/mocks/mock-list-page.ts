import { myAccountMessages } from '@farm/area-my-account';
import { failure, ok } from '../../../../tests/support/api-envelopes';

/**
 * A page of the rows as the server answers a list query: by page number, or after a cursor (here 'c<index>', opaque
 * to the screen as the server's is), with the total and the next page's cursor; a cursor not of ours is refused.
 */
export function mockListPage<Row>(rows: Row[], params: URLSearchParams) {
  const page = Number(params.get('page') ?? 1);
  const perPage = Number(params.get('perPage') ?? 25);
  const after = params.get('after');
  if (after && !/^c\d+$/.test(after)) return failure(400, 'VALIDATION_ERROR', `querystring.after: ${myAccountMessages.badCursor}`);
  const start = after ? Number(after.slice(1)) : (page - 1) * perPage;
  const end = start + perPage;
  return ok({
    items: rows.slice(start, end),
    totalItems: rows.length,
    page,
    perPage,
    pages: Math.max(1, Math.ceil(rows.length / perPage)),
    nextCursor: end < rows.length ? `c${end}` : null,
  });
}
