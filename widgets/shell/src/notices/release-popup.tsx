import styled from '@emotion/styled';
import { formatDate, navigate, recordReleasePopupShown, type ReleaseNoteSummary } from '@farm/core';
import { Button, Dialog, SafeHtml } from '@farm/ui';
import { useEffect, useRef, useState } from 'react';
import { updateCentreNoteLink } from '../update-centre-link';

const When = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Body = styled.div`
  max-height: min(50vh, 360px);
  overflow-y: auto;
`;

const RELEASE_POPUP_LEAD = "What's new in MyFarm";

/** The bus carries the content service's whole notes, but its type promises only a summary: the body is checked. */
function releaseContentOf(release: ReleaseNoteSummary): string | undefined {
  const content: unknown = (release.content as { releaseContent?: unknown }).releaseContent;
  return typeof content === 'string' ? content : undefined;
}

/**
 * The release popup (spec 1 §4): the newest unread release. Each showing is counted on the server as it
 * opens, so the popup appears at most twice per release, on whichever devices the user signs in on.
 */
export function ReleasePopup({ release }: { release: ReleaseNoteSummary }) {
  const [open, setOpen] = useState(true);
  const counted = useRef(false);
  useEffect(() => {
    if (counted.current) return;
    counted.current = true;
    recordReleasePopupShown(release.id).catch(() => undefined);
  }, [release.id]);

  // Anything but a whole note shows without its body.
  const content = releaseContentOf(release);
  const close = () => setOpen(false);
  return (
    <Dialog
      open={open}
      title={`${RELEASE_POPUP_LEAD}: ${release.content.releaseTitle}`}
      onClose={close}
      actions={
        <>
          <Button type="button" variant="secondary" onClick={close}>
            Close
          </Button>
          <Button
            type="button"
            onClick={() => {
              close();
              navigate(updateCentreNoteLink(release.id));
            }}
          >
            View release notes
          </Button>
        </>
      }
    >
      <When>Released {formatDate(release.releaseDate)}</When>
      {content !== undefined && (
        <Body>
          <SafeHtml html={content} />
        </Body>
      )}
    </Dialog>
  );
}
