import { SAMPLE_LIMITS, type SampleRow } from '@farm/area-my-account';
import { FactCard } from '@farm/ui';
import { CardList, day, LoadMoreFooter } from '@farm/ui/lists';
import { Fragment } from 'react';
import { formatResult } from '../lib/result-format';
import { CompareCheckbox, SampleLink } from '../samples/sample-cells';
import type { SampleTableSelection } from '../samples/sample-table';

export interface SampleCardsProps {
  rows: readonly SampleRow[];
  totalItems: number;
  loading: boolean;
  selection: SampleTableSelection;
  onOpen: (sample: SampleRow) => void;
  onLoadMore: () => void;
}

/**
 * The older View samples page's cards (spec 3 §2, §9): a sample's reference (opening its detail), date taken,
 * contract, commodity, variety and up to 7 key results, with its 'Select to compare' box; Load More by 10 and
 * 'n of total results' under them.
 */
export function SampleCards({ rows, totalItems, loading, selection, onOpen, onLoadMore }: SampleCardsProps) {
  return (
    <>
      <CardList aria-label="Grain samples">
        {rows.map((row) => {
          const selected = selection.isSelected(row.sampleId);
          return (
            <FactCard key={row.sampleId} data-sample={row.reference}>
              <h3>
                <SampleLink reference={row.reference} onOpen={() => onOpen(row)} />
              </h3>
              <dl>
                <dt>Date taken</dt>
                <dd>{day(row.dateTaken)}</dd>
                <dt>Contract</dt>
                <dd>{row.contractReference ?? 'None'}</dd>
                <dt>Commodity</dt>
                <dd>{row.commodity}</dd>
                <dt>Variety</dt>
                <dd>{row.variety ?? 'Not recorded'}</dd>
                {row.results.slice(0, SAMPLE_LIMITS.cardResults).map((result) => (
                  <Fragment key={result.reference}>
                    <dt>{result.name}</dt>
                    <dd data-analysis={result.reference}>{formatResult(result.result, result.unit)}</dd>
                  </Fragment>
                ))}
              </dl>
              <CompareCheckbox
                reference={row.reference}
                checked={selected}
                disabled={!selected && selection.isDisabled(row.sampleId)}
                onToggle={() => selection.onToggle(row)}
              />
            </FactCard>
          );
        })}
      </CardList>
      <LoadMoreFooter shown={rows.length} totalItems={totalItems} loading={loading} onLoadMore={onLoadMore} label="Load More" />
    </>
  );
}
