import * as z from 'zod';
import { releaseNoteStateSchema, type ReleaseNoteState, type ReleaseNoteStateUpdate } from '../../domain';
import { apiRequest } from '../api-request';

const schema = z.object({ state: releaseNoteStateSchema });

/** PUT /myuser/release-notes/state: stores the last-seen time or the popup count on the server. */
export async function updateReleaseNoteState(changes: ReleaseNoteStateUpdate): Promise<ReleaseNoteState> {
  return (await apiRequest('/myuser/release-notes/state', { method: 'PUT', body: changes, schema })).state;
}
