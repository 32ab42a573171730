import styled from '@emotion/styled';
import { Button } from '../components/button';
import { media } from '../theme/theme';
import { MAX_ZOOM, MIN_ZOOM, zoomPercent } from './zoom';

export interface PdfToolbarProps {
  /** Undefined while the document is not open: the page and zoom controls are then disabled. */
  pages: number | undefined;
  page: number;
  zoom: number;
  onPage: (page: number) => void;
  onZoomIn: () => void;
  onZoomOut: () => void;
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  ${media.mobile} {
    /* A row of its own under the title, Download and Close. */
    order: 1;
    justify-content: space-between;
    width: 100%;
  }
`;

const Group = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
`;

const IconButton = styled(Button)`
  min-width: 44px;
  padding: 0 ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1;
`;

const Readout = styled.span`
  min-width: 3.5em;
  text-align: center;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** Zoom out / in with the percentage, and previous / next page with 'Page n of m'. */
export function PdfToolbar({ pages, page, zoom, onPage, onZoomIn, onZoomOut }: PdfToolbarProps) {
  const open = pages !== undefined;
  return (
    <Bar role="toolbar" aria-label="Document controls">
      <Group>
        <IconButton type="button" variant="ghost" aria-label="Zoom out" disabled={!open || zoom <= MIN_ZOOM} onClick={onZoomOut}>
          −
        </IconButton>
        <Readout aria-live="polite" aria-label={`Zoom ${zoomPercent(zoom)}`}>
          {zoomPercent(zoom)}
        </Readout>
        <IconButton type="button" variant="ghost" aria-label="Zoom in" disabled={!open || zoom >= MAX_ZOOM} onClick={onZoomIn}>
          +
        </IconButton>
      </Group>
      <Group>
        <IconButton type="button" variant="ghost" aria-label="Previous page" disabled={!open || page <= 1} onClick={() => onPage(page - 1)}>
          ‹
        </IconButton>
        <Readout aria-live="polite">{open ? `Page ${page} of ${pages}` : 'Page – of –'}</Readout>
        <IconButton type="button" variant="ghost" aria-label="Next page" disabled={!open || page >= pages} onClick={() => onPage(page + 1)}>
          ›
        </IconButton>
      </Group>
    </Bar>
  );
}
