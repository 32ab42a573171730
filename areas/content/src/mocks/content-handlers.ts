import type { ReleaseNote, ReleaseNoteStateUpdate } from '@farm/core';
import type { LegalSlug } from '../domain/content-pages';
import { http } from 'msw';
import { ok } from '../../../../tests/support/api-envelopes';
import { legalPage, releaseNotes } from './content-fixtures';
import { user } from '../../../../tests/support/fixtures';

/** GET /api/content/legal/{slug}: each page's own demo text. */
export const legalPagesHandler = http.get('/api/content/legal/:slug', ({ params }) => ok({ page: legalPage(params.slug as LegalSlug) }));

/**
 * GET /api/content/release-notes over `notes` (newest first) as the server answers it: released notes only,
 * `skip` leaves out the newest of them, then the date range applies (UK calendar days, compared as UTC days
 * here), then the page.
 */
export function releaseNotesHandler(notes: readonly ReleaseNote[] = releaseNotes(12)) {
  return http.get('/api/content/release-notes', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const number = (name: string, fallback: number) => Number(query.get(name) ?? fallback);
    const [from, to] = [query.get('from'), query.get('to')];
    const day = (note: ReleaseNote) => note.releaseDate.slice(0, 10);
    const released = notes.filter((note) => Date.parse(note.releaseDate) <= Date.now());
    const matching = released.slice(number('skip', 0)).filter((note) => (!from || day(note) >= from) && (!to || day(note) <= to));
    const [page, pageSize] = [number('page', 1), number('pageSize', 200)];
    return ok({ notifications: matching.slice((page - 1) * pageSize, page * pageSize), total: matching.length, page, pageSize });
  });
}

/** The user's release-note state: never visited; storing a visit answers the stored state. */
export const releaseNoteStateHandlers = [
  http.get('/api/myuser/release-notes/state', () => ok({ state: { lastSeenAt: null, popupReleaseId: null, popupShownCount: 0 } })),
  http.put('/api/myuser/release-notes/state', async ({ request }) => {
    const changes = (await request.json()) as ReleaseNoteStateUpdate;
    return ok({ state: { lastSeenAt: null, popupReleaseId: null, popupShownCount: 0, ...changes } }, 201);
  }),
];

/** PUT /api/myuser/terms: accepted (HTTP 201, envelope 200, as every write). */
export const acceptTermsHandler = http.put('/api/myuser/terms', () => ok({ user: user() }, 201));
