import styled from '@emotion/styled';
import {
  LIST_PAGE_SIZES,
  MY_ACCOUNT_LISTS,
  myAccountListQuery,
  myAccountMessages,
  SAMPLE_LIMITS,
  sampleFiltersQuery,
  type ListQuery,
  type SampleRow,
} from '@farm/area-my-account';
import { EmptyState, Loader, Pager } from '@farm/ui';
import { GridFooter, PageSizeMenu, problemText, type ListSort } from '@farm/ui/lists';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { CompareDialog } from '../compare/compare-dialog';
import { SampleDetailDialog } from '../detail/sample-detail-dialog';
import { SamplePrintView } from '../detail/sample-print-view';
import { isFull, isSelected } from '../lib/compare-selection';
import { resultColumns } from '../lib/result-format';
import { defaultSampleFilters, filteredCommodity, sampleFilterQuery, type SampleFilterValues } from '../lib/sample-filters';
import { useCompareSelection } from '../lib/use-compare-selection';
import { SampleCards } from '../mobile/sample-cards';
import { CompareBar } from './compare-bar';
import { CollapsibleSampleFilters } from './sample-filter-panel';
import { SampleTable, type SampleTableSelection } from './sample-table';

/** §9: desktop pages of 25, with 10 and 50. */
const PAGE_SIZES = [10, 25, 50] as const;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  /* The list stays mounted (filters, page and selection kept) but out of sight while the print view is open. */
  &[hidden] {
    display: none;
  }
  .filters-body:not([hidden]) {
    margin-top: ${({ theme }) => theme.space(3)};
  }
`;

type Opened = { kind: 'detail'; sample: SampleRow } | { kind: 'print'; sample: SampleRow } | { kind: 'compare' };

export interface SamplesBrowserProps {
  reference: string;
  /** A paged table (the grain sampling page) or cards with Load More (a phone's View samples). */
  layout: 'table' | 'cards';
  /** The filters' toggle: 'Show filters' / 'Hide filters' unless named ('Filters' on View samples). */
  filtersToggleLabel?: string;
}

/**
 * The selected business's grain samples (spec 3 §2): the filters behind their toggle, the samples from the server
 * (sorted and paged there), each opening its detail and print view, and the compare selection with its bar and
 * comparison. Any change of filters, sort or page size starts again at page 1 (§4).
 */
export function SamplesBrowser({ reference, layout, filtersToggleLabel }: SamplesBrowserProps) {
  const cards = layout === 'cards';
  const defaults = useMemo(() => defaultSampleFilters(new Date()), []);
  const [filters, setFilters] = useState<SampleFilterValues>(defaults);
  const [sort, setSort] = useState<ListSort>(MY_ACCOUNT_LISTS.samples.defaultSort);
  const [paging, setPaging] = useState({ page: 1, pageSize: SAMPLE_LIMITS.pageSize as number, shown: LIST_PAGE_SIZES.mobile as number });
  const [opened, setOpened] = useState<Opened | null>(null);
  const compare = useCompareSelection();
  const options = useQuery(sampleFiltersQuery(reference));

  const query: ListQuery<'samples'> = {
    ...sampleFilterQuery(filters),
    orderBy: sort.orderBy as ListQuery<'samples'>['orderBy'],
    orderDir: sort.orderDir,
    page: cards ? 1 : paging.page,
    perPage: cards ? paging.shown : paging.pageSize,
  };
  const list = useQuery({ ...myAccountListQuery(reference, 'samples', query), placeholderData: keepPreviousData });
  const restart = (change: Partial<typeof paging> = {}) => setPaging((current) => ({ ...current, page: 1, shown: LIST_PAGE_SIZES.mobile, ...change }));
  const selection: SampleTableSelection = {
    isSelected: (sampleId) => isSelected(compare.selection, sampleId),
    isDisabled: () => isFull(compare.selection),
    onToggle: compare.toggle,
  };
  const open = (sample: SampleRow) => setOpened({ kind: 'detail', sample });

  let body;
  if (list.isPending) body = <Loader label="Loading grain samples…" />;
  else if (list.isError) body = <EmptyState title={problemText(list.error)} />;
  else if (list.data.items.length === 0) {
    // The filters answer what the account's samples hold: none at all is another message than none matching.
    body = <EmptyState title={options.data?.commodities.length === 0 ? myAccountMessages.noSampleData : myAccountMessages.noSampleResults} />;
  } else if (cards) {
    body = (
      <SampleCards
        rows={list.data.items}
        totalItems={list.data.totalItems}
        loading={list.isFetching}
        selection={selection}
        onOpen={open}
        onLoadMore={() => setPaging((current) => ({ ...current, shown: current.shown + SAMPLE_LIMITS.loadMoreStep }))}
      />
    );
  } else {
    const rows = list.data.items;
    body = (
      <>
        <SampleTable
          label="Grain samples"
          rows={rows}
          resultColumns={filters.commodityNo ? resultColumns(rows) : undefined}
          sort={sort}
          onSort={(next) => {
            setSort(next);
            restart();
          }}
          selection={selection}
          onOpen={open}
        />
        <GridFooter>
          <PageSizeMenu options={PAGE_SIZES} value={paging.pageSize} onChange={(pageSize) => restart({ pageSize })} />
          <Pager
            label="Grain samples pages"
            page={paging.page}
            total={list.data.totalItems}
            pageSize={paging.pageSize}
            onPage={(page) => setPaging((current) => ({ ...current, page }))}
          />
        </GridFooter>
      </>
    );
  }

  return (
    <>
      <Column aria-busy={list.isFetching} hidden={opened?.kind === 'print'}>
        <CollapsibleSampleFilters
          toggleLabel={filtersToggleLabel}
          applied={filters}
          defaults={defaults}
          options={options.data}
          onApply={(next) => {
            setFilters(next);
            compare.narrowTo(filteredCommodity(next));
            restart();
          }}
        />
        {body}
        <CompareBar compare={compare} onCompare={() => setOpened({ kind: 'compare' })} />
      </Column>
      {opened?.kind === 'detail' && (
        <SampleDetailDialog
          reference={reference}
          sample={opened.sample}
          onClose={() => setOpened(null)}
          onPrint={() => setOpened({ kind: 'print', sample: opened.sample })}
        />
      )}
      {opened?.kind === 'print' && <SamplePrintView reference={reference} sampleId={opened.sample.sampleId} onBack={() => setOpened(null)} />}
      {opened?.kind === 'compare' && <CompareDialog compare={compare} onClose={() => setOpened(null)} />}
    </>
  );
}
