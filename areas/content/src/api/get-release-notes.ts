import type { ReleaseNoteList } from '../domain';
import { apiRequest } from '@farm/core';

export interface ReleaseNotesRequest {
  page?: number;
  pageSize?: number;
  /** Leave out this many of the newest notes: History is "all but the first". */
  skip?: number;
  /** Inclusive calendar days, YYYY-MM-DD. */
  from?: string;
  to?: string;
}

/** GET /content/release-notes: newest first, never more than 200 a page. */
function getReleaseNotes(request: ReleaseNotesRequest = {}): Promise<ReleaseNoteList> {
  const text = (value: number | undefined) => (value === undefined ? undefined : String(value));
  return apiRequest<ReleaseNoteList>('/content/release-notes', {
    query: { page: text(request.page), pageSize: text(request.pageSize), skip: text(request.skip), from: request.from, to: request.to },
  });
}

/** One page of release notes, cached by everything that shapes the page (the same request is asked once). */
export const releaseNotesQuery = (request: ReleaseNotesRequest) => ({
  queryKey: ['content', 'release-notes', request] as const,
  queryFn: () => getReleaseNotes(request),
});
