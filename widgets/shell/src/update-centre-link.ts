import { paths } from '@farm/core';

/**
 * The update centre with one release note open, e.g. `/dashboard/updatecentre?note=<id>`: the contract
 * between the shell and the update centre, which opens the note named by `note` instead of the newest. A
 * URL rather than bus state, so the link also works on reload, from a bookmark and with Back.
 */
export const updateCentreNoteLink = (id: string) => `${paths.updateCentre}?${new URLSearchParams({ note: id })}`;
