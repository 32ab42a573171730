import styled from '@emotion/styled';
import {
  LIST_PAGE_SIZES,
  LIST_TEXT_LIMITS,
  MY_ACCOUNT_LISTS,
  QUICK_SEARCH_DELAY_MS,
  myAccountListQuery,
  type ListQuery,
  type ListRow,
} from '@farm/area-my-account';
import { EmptyState, Loader, Pager, mediaQueries, useDebouncedValue, useFeatureAllowed, useMediaQuery } from '@farm/ui';
import { CsvButton, GridFooter, ListToolbar, PageSizeMenu, problemText, QuickSearch, SortSelect, type ListSort } from '@farm/ui/lists';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { CollapsibleFilterPanel } from '../filters/filter-panel';
import { noFilters, type ListFilters } from '../filters/list-filters';
import { LIST_SETTINGS, type TransactionListName } from '../lib/list-settings';
import { LIST_COLUMNS, type ListDefinition } from './list-columns';
import { ListCards } from './list-cards';
import { ListGrid } from './list-grid';
import { sortChoices } from './sort-choices';

export interface MyAccountListProps<L extends TransactionListName> {
  reference: string;
  list: L;
  /** The list's name on screen and in its CSV file's name. */
  label: string;
}

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
`;

/**
 * A list's export is offered while its flag is on (§6). All transactions has no flag in the spec: its export, the
 * figures a farm office reconciles with (issue 26), is always offered.
 */
function useCsvAllowed(list: TransactionListName) {
  const flag = MY_ACCOUNT_LISTS[list].csvFlag;
  const allowed = useFeatureAllowed(flag ?? '');
  return flag === null || allowed;
}

/**
 * One My Account list (spec 3 §2 'Contract lists'): its filter panel and quick search, then a sorted, paged
 * grid on a desktop or cards with Load More on a phone, all from the server. Changing a filter or the search
 * starts again at page 1; the previous page stays on screen while the next loads.
 */
export function MyAccountList<L extends TransactionListName>({ reference, list, label }: MyAccountListProps<L>) {
  const mobile = useMediaQuery(mediaQueries.mobile);
  const settings = LIST_SETTINGS[list];
  const definition = LIST_COLUMNS[list] as unknown as ListDefinition<ListRow<L>>;
  const defaults = useMemo(() => noFilters(settings.defaultRange(new Date())), [settings]);
  const [filters, setFilters] = useState<ListFilters>(defaults);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), QUICK_SEARCH_DELAY_MS);
  const [sort, setSort] = useState<ListSort>(MY_ACCOUNT_LISTS[list].defaultSort);
  const [paging, setPaging] = useState({ page: 1, pageSize: LIST_PAGE_SIZES.desktop as number, shown: LIST_PAGE_SIZES.mobile as number, search });
  // A new search starts at page 1: the paging remembers the search it belongs to.
  const current = paging.search === search ? paging : { ...paging, page: 1, shown: LIST_PAGE_SIZES.mobile as number, search };
  const csvAllowed = useCsvAllowed(list);

  const query = {
    page: mobile ? 1 : current.page,
    perPage: mobile ? current.shown : current.pageSize,
    orderBy: sort.orderBy,
    orderDir: sort.orderDir,
    search: search || undefined,
    dateFrom: filters.range.from,
    dateTo: filters.range.to,
    status: filters.status || undefined,
    cropYear: filters.cropYear ? Number(filters.cropYear) : undefined,
    productLine: filters.productLine || undefined,
    type: filters.type || undefined,
  } as ListQuery<L>;
  const result = useQuery({ ...myAccountListQuery(reference, list, query), placeholderData: keepPreviousData });
  const restart = (change: Partial<typeof paging> = {}) => setPaging({ ...current, page: 1, shown: LIST_PAGE_SIZES.mobile, ...change });
  const sortBy = (next: ListSort) => {
    setSort(next);
    restart();
  };

  let body;
  if (result.isPending) body = <Loader label={`Loading ${label.toLowerCase()}…`} />;
  else if (result.isError) body = <EmptyState title={problemText(result.error)} />;
  else if (mobile) {
    body = (
      <ListCards
        label={label}
        definition={definition}
        rows={result.data.items}
        totalItems={result.data.totalItems}
        loading={result.isFetching}
        onLoadMore={() => setPaging({ ...current, shown: current.shown + LIST_PAGE_SIZES.loadMoreStep })}
      />
    );
  } else {
    body = (
      <>
        <ListGrid label={label} definition={definition} rows={result.data.items} sort={sort} onSort={sortBy} />
        <GridFooter>
          <PageSizeMenu options={settings.pageSizes} value={current.pageSize} onChange={(pageSize) => restart({ pageSize })} />
          <Pager
            label={`${label} pages`}
            page={current.page}
            total={result.data.totalItems}
            pageSize={current.pageSize}
            onPage={(page) => setPaging({ ...current, page })}
          />
        </GridFooter>
      </>
    );
  }

  return (
    <Column aria-busy={result.isFetching}>
      <CollapsibleFilterPanel
        list={list}
        applied={filters}
        defaults={defaults}
        onApply={(next) => {
          setFilters(next);
          restart();
        }}
      />
      <ListToolbar>
        <QuickSearch label={`Search ${label.toLowerCase()}`} value={searchText} onChange={setSearchText} maxLength={LIST_TEXT_LIMITS.search} />
        {mobile && <SortSelect choices={sortChoices(definition.columns)} sort={sort} onSort={sortBy} />}
        {csvAllowed && (
          <CsvButton reference={reference} list={list} tabLabel={label} query={query} disabled={result.isFetching || !result.data?.items.length} />
        )}
      </ListToolbar>
      {body}
    </Column>
  );
}
