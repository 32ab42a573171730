/** The zoom range of the PDF viewer, as a scale of the page's own size (1 = 100 %). */
export const MIN_ZOOM = 0.4;
export const MAX_ZOOM = 4;
const STEP = 0.2;

const clamp = (zoom: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));
// Two decimals, so repeated steps never drift into 1.2000000000000002.
const round = (zoom: number) => Math.round(zoom * 100) / 100;

export const zoomIn = (zoom: number) => round(clamp(zoom + STEP));
export const zoomOut = (zoom: number) => round(clamp(zoom - STEP));
export const zoomPercent = (zoom: number) => `${Math.round(zoom * 100)}%`;

/** The zoom at which a page `pageWidth` wide (at scale 1) fills `availableWidth`, for phones. */
export const fitWidthZoom = (pageWidth: number, availableWidth: number) => round(clamp(availableWidth / pageWidth));
