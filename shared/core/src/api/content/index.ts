// The content the platform itself shows: planned downtime and the release notes' seen state (the bus loads both).
export { getDowntime } from './get-downtime';
export { updateReleaseNoteState } from './release-note-state';
