import * as z from 'zod';
import { videoConfigSchema, type VideoConfig } from '../../domain';
import { apiRequest } from '../api-request';

const schema = z.object({ video: videoConfigSchema });

/** GET /content/video: the dashboard video's config (apiKey, channelId, currentVideoId, showVideo). */
async function getVideoConfig(): Promise<VideoConfig> {
  return (await apiRequest('/content/video', { schema })).video;
}

export const videoConfigQuery = () => ({ queryKey: ['content', 'video'] as const, queryFn: getVideoConfig });
