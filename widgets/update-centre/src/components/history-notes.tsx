import styled from '@emotion/styled';
import { RELEASE_NOTES_PAGE_SIZE, releaseNotesQuery } from '@farm/core';
import { Button, Loader } from '@farm/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { DateRange } from '../date-range-presets';
import { updateCentreError } from '../update-centre-errors';
import { DateRangeFilter } from './date-range-filter';
import { ErrorMessage } from './error-message';
import { ReleaseAccordion } from './release-accordion';

const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

const PageInfo = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

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
  const pages = notes.data ? Math.max(1, Math.ceil(notes.data.total / RELEASE_NOTES_PAGE_SIZE)) : 1;

  return (
    <>
      <DateRangeFilter onChange={filter} />
      {notes.isPending && <Loader label="Loading release notes…" />}
      {notes.isError && <ErrorMessage message={updateCentreError(notes.error)} />}
      {notes.isSuccess && (
        <>
          <ReleaseAccordion key={`${page}-${range.from}-${range.to}`} notes={notes.data.notifications} />
          {notes.data.total > RELEASE_NOTES_PAGE_SIZE && (
            <Pager aria-label="Release notes pages">
              <Button type="button" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Previous
              </Button>
              <PageInfo aria-live="polite">
                Page {page} of {pages}
              </PageInfo>
              <Button type="button" variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                Next
              </Button>
            </Pager>
          )}
        </>
      )}
    </>
  );
}
