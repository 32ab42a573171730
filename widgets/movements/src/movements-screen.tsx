import styled from '@emotion/styled';
import { LIST_PAGE_SIZES, LIST_TEXT_LIMITS, MY_ACCOUNT_LISTS, myAccountListQuery, QUICK_SEARCH_DELAY_MS, type ListQuery } from '@farm/area-my-account';
import { EmptyState, Loader, Pager, ToggleButtons, useDebouncedValue, useFeatureAllowed, useSearchParam } from '@farm/ui';
import { CsvButton, GridFooter, ListToolbar, PageSizeMenu, problemText, QuickSearch, type DateRange, type ListSort } from '@farm/ui/lists';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { MovementCards } from './cards/movement-cards';
import { PhoneChips } from './cards/phone-chips';
import { RangePicker } from './filters/range-picker';
import { MovementGrid } from './grid/movement-grid';
import { defaultMovementRange } from './lib/default-range';
import { headerFilterQuery, NO_HEADER_FILTERS, type HeaderFilters } from './lib/movement-filters';
import { STATUS_CHOICES, statusQuery, type StatusChoice } from './lib/movement-status';
import { useCursorPaging } from './lib/use-cursor-paging';
import { useLoadMore } from './lib/use-load-more';
import { screenStyles } from './movements-styles';

const LIST = MY_ACCOUNT_LISTS.movements;
/** §9: desktop pages of 25, with 10, 50 and All (99999). */
const PAGE_SIZES = [10, 25, 50, 99999] as const;

const Column = styled.div`
  ${screenStyles}
`;

function StatusSelect({ value, onChange }: { value: StatusChoice; onChange: (status: StatusChoice) => void }) {
  const id = useId();
  return (
    <div className="search">
      <label htmlFor={id}>Movement status</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as StatusChoice)}>
        {STATUS_CHOICES.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The Movements screen (spec 3 §2, issue 14) of one business: the All / Planned / Moved switch, the date range,
 * quick search and CSV export, then on a desktop the virtualised grid with its header filters, server sorting and
 * paging by cursor, or on a phone the cards with Filter by, Sort by and Load more. Every query is the server's.
 */
export function MovementsScreen({ reference, mobile }: { reference: string; mobile: boolean }) {
  const [status, setStatus] = useState<StatusChoice>('all');
  const [range, setRange] = useState<DateRange>(() => defaultMovementRange(new Date()));
  // A load notification links to its load: the grid opens searched for it (?search=WB-1001).
  const linkedSearch = useSearchParam('search');
  const [searchText, setSearchText] = useState(linkedSearch ?? '');
  useEffect(() => {
    if (linkedSearch) setSearchText(linkedSearch);
  }, [linkedSearch]);
  const search = useDebouncedValue(searchText.trim(), QUICK_SEARCH_DELAY_MS);
  const [filterText, setFilterText] = useState<HeaderFilters>(NO_HEADER_FILTERS);
  // Header filters are typed into (debounced like the search); the phone's are applied with a button, at once.
  const typedFilters = useDebouncedValue(filterText, QUICK_SEARCH_DELAY_MS);
  const filters = mobile ? filterText : typedFilters;
  const [sort, setSort] = useState<ListSort>(LIST.defaultSort);
  const [pageSize, setPageSize] = useState<number>(LIST_PAGE_SIZES.desktop);
  const csvAllowed = useFeatureAllowed(LIST.csvFlag);

  const unpaged = {
    orderBy: sort.orderBy,
    orderDir: sort.orderDir,
    search: search || undefined,
    dateFrom: range.from,
    dateTo: range.to,
    status: statusQuery(status),
    ...headerFilterQuery(filters),
  } as ListQuery<'movements'>;
  const paging = useCursorPaging(JSON.stringify([unpaged, pageSize]));
  const more = useLoadMore(JSON.stringify({ ...unpaged, status: undefined }), status);
  const query: ListQuery<'movements'> = mobile
    ? { ...unpaged, page: 1, perPage: more.shown }
    : { ...unpaged, page: paging.page, perPage: pageSize, after: paging.after };
  const result = useQuery({ ...myAccountListQuery(reference, 'movements', query), placeholderData: keepPreviousData });

  let body;
  if (result.isPending) body = <Loader label="Loading movements…" />;
  else if (result.isError) body = <EmptyState title={problemText(result.error)} />;
  else if (mobile) {
    body = (
      <MovementCards
        reference={reference}
        rows={result.data.items}
        totalItems={result.data.totalItems}
        loading={result.isFetching}
        onLoadMore={more.loadMore}
      />
    );
  } else {
    const { nextCursor, totalItems } = result.data;
    body = (
      <>
        <MovementGrid
          reference={reference}
          rows={result.data.items}
          sort={sort}
          onSort={setSort}
          filters={filterText}
          onFilter={(key, text) => setFilterText((current) => ({ ...current, [key]: text }))}
        />
        <GridFooter>
          <PageSizeMenu options={PAGE_SIZES} value={pageSize} onChange={setPageSize} />
          <Pager label="Movements pages" page={paging.page} total={totalItems} pageSize={pageSize} onPage={(page) => paging.goTo(page, nextCursor)} />
        </GridFooter>
      </>
    );
  }

  return (
    <Column aria-busy={result.isFetching}>
      {!mobile && (
        <div className="status">
          <ToggleButtons label="Movement status" options={STATUS_CHOICES} value={status} onChange={setStatus} />
        </div>
      )}
      <ListToolbar>
        {mobile && <StatusSelect value={status} onChange={setStatus} />}
        <RangePicker applied={range} onApply={setRange} />
        <QuickSearch label="Search movements" value={searchText} onChange={setSearchText} maxLength={LIST_TEXT_LIMITS.search} />
        {csvAllowed && (
          <CsvButton reference={reference} list="movements" tabLabel={LIST.label} query={unpaged} disabled={result.isFetching || !result.data?.items.length} />
        )}
      </ListToolbar>
      {mobile && <PhoneChips filters={filterText} onFilters={setFilterText} sort={sort} onSort={setSort} />}
      {body}
    </Column>
  );
}
