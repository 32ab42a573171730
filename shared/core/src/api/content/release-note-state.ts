import type { ReleaseNoteState, ReleaseNoteStateUpdate } from '../../domain';
import { apiRequest } from '../api-request';

/** PUT /myuser/release-notes/state: stores the last-seen time or the popup count on the server. */
export async function updateReleaseNoteState(changes: ReleaseNoteStateUpdate): Promise<ReleaseNoteState> {
  return (await apiRequest<{ state: ReleaseNoteState }>('/myuser/release-notes/state', { method: 'PUT', body: changes })).state;
}
