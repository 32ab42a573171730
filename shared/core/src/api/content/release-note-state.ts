import type { ReleaseNoteState, ReleaseNoteStateUpdate } from '../../domain';
import { apiRequest } from '../api-request';

/** GET /myuser/release-notes/state: when the user last visited the update centre, and the popup count. */
export async function getReleaseNoteState(): Promise<ReleaseNoteState> {
  return (await apiRequest<{ state: ReleaseNoteState }>('/myuser/release-notes/state')).state;
}

/** PUT /myuser/release-notes/state: stores the last-seen time or the popup count on the server. */
export async function updateReleaseNoteState(changes: ReleaseNoteStateUpdate): Promise<ReleaseNoteState> {
  return (await apiRequest<{ state: ReleaseNoteState }>('/myuser/release-notes/state', { method: 'PUT', body: changes })).state;
}
