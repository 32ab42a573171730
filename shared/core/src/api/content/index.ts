export { getReleaseNotes, type ReleaseNotesRequest } from './get-release-notes';
export { getLegalPage } from './get-legal-page';
export { getDowntime } from './get-downtime';
export { getVideoConfig } from './get-video-config';
export { getDashboardMenus } from './get-dashboard-menus';
export { getReleaseNoteState, updateReleaseNoteState } from './release-note-state';
export { acceptTerms } from './accept-terms';
