import { LIST_PAGE_SIZES } from '@farm/area-my-account';
import { useState } from 'react';
import type { StatusChoice } from './movement-status';

/**
 * The phone's Load more (spec 3 §4): the cards shown start at 10 and grow by 10 a press, counted separately for
 * All, Planned and Moved; another query (filters, search, sort, range) starts every count again.
 */
export function useLoadMore(key: string, status: StatusChoice) {
  const [state, setState] = useState<{ key: string; shown: Partial<Record<StatusChoice, number>> }>({ key, shown: {} });
  const current = state.key === key ? state : { key, shown: {} };
  const shown = current.shown[status] ?? LIST_PAGE_SIZES.mobile;
  return { shown, loadMore: () => setState({ key, shown: { ...current.shown, [status]: shown + LIST_PAGE_SIZES.loadMoreStep } }) };
}
