import styled from '@emotion/styled';
import { featureSubjectOf, flags$, isFeatureAllowed, session$ } from '@farm/core';
import { VIDEO_FLAG, VIDEO_PLAYER_ORIGIN, videoConfigQuery } from '@farm/area-content';
import { useBusValue } from '@farm/ui';
import { useQuery } from '@tanstack/react-query';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(8)};
  max-width: 960px;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Frame = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  background: #000;
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  iframe {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

/**
 * The dashboard video (spec 1 §1, spec 2 §2): shown only when the video flag is on, which means both the
 * `dashboard-video` feature toggle lets this user have it and the content service's config says showVideo.
 * The player is YouTube's privacy-enhanced embed (VIDEO_PLAYER_ORIGIN).
 */
export function VideoSection() {
  const session = useBusValue(session$);
  const flags = useBusValue(flags$);
  const allowed = session ? isFeatureAllowed(flags, VIDEO_FLAG, featureSubjectOf({ ...session.user, internal: session.internal })) : false;
  // Asked for only when the toggle allows it. An optional extra: if its config cannot load, there is no video.
  const { data: config } = useQuery({ ...videoConfigQuery(), enabled: allowed });

  if (!allowed || !config?.showVideo || !config.currentVideoId) return null;
  return (
    <Section aria-labelledby="dashboard-video-title" data-testid="dashboard-video">
      <h2 id="dashboard-video-title">Video</h2>
      <Frame>
        <iframe
          src={`${VIDEO_PLAYER_ORIGIN}/embed/${encodeURIComponent(config.currentVideoId)}`}
          title="MyFarm video"
          loading="lazy"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      </Frame>
    </Section>
  );
}
