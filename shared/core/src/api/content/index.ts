export { getReleaseNotes, releaseNotesQuery, type ReleaseNotesRequest } from './get-release-notes';
export { getLegalPage, legalPageQuery } from './get-legal-page';
export { getDowntime } from './get-downtime';
export { getVideoConfig, videoConfigQuery } from './get-video-config';
export { getDashboardMenus, dashboardMenusQuery } from './get-dashboard-menus';
export { getReleaseNoteState, updateReleaseNoteState } from './release-note-state';
export { acceptTerms } from './accept-terms';
