import { accountUserMessages, adminTileLabel, LEAD_ONLY_TILE } from '@farm/area-account-users';

/** Spec 1 §5: an admin who is not the lead tried to change who sees the Farm Management tile. */
export const leadOnlyTileRefusal = {
  title: `${adminTileLabel(LEAD_ONLY_TILE)} access`,
  message: accountUserMessages.leadOnlyTile(adminTileLabel(LEAD_ONLY_TILE)),
};
