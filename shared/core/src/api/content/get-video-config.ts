import * as z from 'zod';
import { videoConfigSchema, type VideoConfig } from '../../domain';
import { apiRequest } from '../api-request';
import { cachedRequest } from '../request-cache';

const schema = z.object({ video: videoConfigSchema });

/** GET /content/video: the dashboard video's config (apiKey, channelId, currentVideoId, showVideo). */
export function getVideoConfig(): Promise<VideoConfig> {
  return cachedRequest('content/video', async () => (await apiRequest('/content/video', { schema })).video);
}
