import { getReleaseNotes, type ReleaseNoteList, type ReleaseNotesRequest } from '@farm/core';
import { useEffect, useState } from 'react';
import { updateCentreError } from '../update-centre-errors';

export type ReleaseNotesState =
  | { status: 'loading' }
  | { status: 'loaded'; list: ReleaseNoteList }
  | { status: 'failed'; message: string };

/** Loads one page of release notes; a newer request replaces an older one still in flight. */
export function useReleaseNotes(request: ReleaseNotesRequest): ReleaseNotesState {
  const [state, setState] = useState<ReleaseNotesState>({ status: 'loading' });
  const { page, pageSize, skip, from, to } = request;
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    getReleaseNotes({ page, pageSize, skip, from, to }).then(
      (list) => live && setState({ status: 'loaded', list }),
      (error: unknown) => live && setState({ status: 'failed', message: updateCentreError(error) }),
    );
    return () => {
      live = false;
    };
  }, [page, pageSize, skip, from, to]);
  return state;
}
