import type { VideoConfig } from '../../domain';
import { apiRequest } from '../api-request';

/** GET /content/video: the dashboard video's config (apiKey, channelId, currentVideoId, showVideo). */
async function getVideoConfig(): Promise<VideoConfig> {
  return (await apiRequest<{ video: VideoConfig }>('/content/video')).video;
}

export const videoConfigQuery = () => ({ queryKey: ['content', 'video'] as const, queryFn: getVideoConfig });
