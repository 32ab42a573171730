import { useState } from 'react';

interface Paging {
  /** The query (without its page) the pages belong to. */
  key: string;
  page: number;
  /** The `after` that reads each page after the first: the nextCursor of the page before it. */
  cursors: Record<number, string>;
}

/**
 * Server paging by keyset (issue 14): Next reads the next page `after` the nextCursor this page answered, Previous
 * goes back with the cursor kept for that page (page 1 has none). Another query (filter, sort, page size, account)
 * starts again at page 1 and forgets the cursors.
 */
export function useCursorPaging(key: string) {
  const [paging, setPaging] = useState<Paging>({ key, page: 1, cursors: {} });
  const current: Paging = paging.key === key ? paging : { key, page: 1, cursors: {} };
  return {
    page: current.page,
    after: current.page > 1 ? current.cursors[current.page] : undefined,
    /** Moves to `page`; `nextCursor` is the one the page on screen answered, kept when moving on to the next. */
    goTo(page: number, nextCursor: string | null) {
      const cursors = page === current.page + 1 && nextCursor ? { ...current.cursors, [page]: nextCursor } : current.cursors;
      setPaging({ key, page, cursors });
    },
  };
}
