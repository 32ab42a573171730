import type { DowntimeContent } from '../../domain';
import { apiRequest } from '../api-request';

/** GET /content/downtime: planned downtime, never from a cache (spec 1 §7). */
export async function getDowntime(): Promise<DowntimeContent> {
  return (await apiRequest<{ content: DowntimeContent }>('/content/downtime')).content;
}
