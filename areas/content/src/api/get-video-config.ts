import type { VideoConfig } from '../domain/content-pages';
import { apiRequest } from '@farm/core';

/** GET /content/video: the dashboard video's config (apiKey, channelId, currentVideoId, showVideo). */
async function getVideoConfig(): Promise<VideoConfig> {
  return (await apiRequest<{ video: VideoConfig }>('/content/video')).video;
}

export const videoConfigQuery = () => ({ queryKey: ['content', 'video'] as const, queryFn: getVideoConfig });
