import { RELEASE_NOTES_PAGE_SIZE, releaseNotesQuery } from '@farm/area-content';
import { Loader, Pager } from '@farm/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { DateRange } from '../date-range-presets';
import { updateCentreError } from '../update-centre-errors';
import { DateRangeFilter } from './date-range-filter';
import { ErrorMessage } from './error-message';
import { ReleaseAccordion } from './release-accordion';

/**
 * The History tab: every release note but the newest, filtered by a date range on the server and paged by 10.
 * A new range starts again at page 1.
 */
export function HistoryNotes() {
  const [range, setRange] = useState<DateRange>({});
  const [page, setPage] = useState(1);
  const notes = useQuery(releaseNotesQuery({ skip: 1, page, pageSize: RELEASE_NOTES_PAGE_SIZE, from: range.from, to: range.to }));

  const filter = (next: DateRange) => {
    setRange(next);
    setPage(1);
  };

  return (
    <>
      <DateRangeFilter onChange={filter} />
      {notes.isPending && <Loader label="Loading release notes…" />}
      {notes.isError && <ErrorMessage message={updateCentreError(notes.error)} />}
      {notes.isSuccess && (
        <>
          <ReleaseAccordion key={`${page}-${range.from}-${range.to}`} notes={notes.data.notifications} />
          <Pager label="Release notes pages" page={page} total={notes.data.total} pageSize={RELEASE_NOTES_PAGE_SIZE} onPage={setPage} />
        </>
      )}
    </>
  );
}
