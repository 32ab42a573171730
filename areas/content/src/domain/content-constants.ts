// The content area's constants (spec 1 §7, spec 2 §2, §9), apart from its schemas so a widget that shows them at
// start-up (the dashboard's video) loads no zod.

/** Spec 2 §9: the update centre's Recent tab shows the latest 5; History pages by 10. */
export const RELEASE_NOTES_RECENT = 5;
export const RELEASE_NOTES_PAGE_SIZE = 10;

/** The update centre's date-range filter (spec 2 §2): the message of a range that ends before it starts. */
export const RELEASE_NOTES_RANGE_ORDER = 'The end date must be on or after the start date.';

/** Spec 1 §7: PUT /myuser/terms accepts version 1 of the terms. */
export const TERMS_VERSION = 1;

/** The feature toggle that, together with the config's showVideo, turns the dashboard video on. */
export const VIDEO_FLAG = 'dashboard-video';

/** YouTube's privacy-enhanced player, which sets no cookies until the video plays; the portal's CSP frames it. */
export const VIDEO_PLAYER_ORIGIN = 'https://www.youtube-nocookie.com';
