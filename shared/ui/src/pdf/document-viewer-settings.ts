// The PDF viewer's settings and its one message (spec 3 §10): every document of the portal opens in it.
export const PDF_DEFAULT_ZOOM = 1.2;
export const documentViewerMessages = { pdfFailed: 'Unable to load PDF. Please try again' } as const;
