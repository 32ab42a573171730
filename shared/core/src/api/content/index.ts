export { releaseNotesQuery } from './get-release-notes';
export { legalPageQuery } from './get-legal-page';
export { getDowntime } from './get-downtime';
export { videoConfigQuery } from './get-video-config';
export { dashboardMenusQuery } from './get-dashboard-menus';
export { updateReleaseNoteState } from './release-note-state';
export { acceptTerms } from './accept-terms';
