// Account-user administration's constants, texts and rules (spec 1 §3, §4, §5, §8, §9). No zod here: the admin
// widget reads these as it runs, and the server applies the same rules.

/** The tiles the admin screen manages, in its column order, with the names it shows (spec 1 §3). */
export const ADMIN_TILES = [
  { reference: 'mycropmarketing', label: 'Crop Marketing' },
  { reference: 'mysoyl', label: 'MySOYL' },
  { reference: 'myaccount', label: 'My Account' },
  { reference: 'greenlight', label: 'Farm Management' },
  { reference: 'oxbury', label: 'Oxbury' },
  { reference: 'mymarkets', label: 'Markets' },
  { reference: 'yagro', label: 'Analytics' },
] as const;
export type AdminTileReference = (typeof ADMIN_TILES)[number]['reference'];
export const ADMIN_TILE_REFERENCES = ADMIN_TILES.map((tile) => tile.reference) as [AdminTileReference, ...AdminTileReference[]];
export const adminTileLabel = (reference: AdminTileReference) => ADMIN_TILES.find((tile) => tile.reference === reference)!.label;

/** The Greenlight-type tile: only the lead user changes who sees it (spec 1 §5). */
export const LEAD_ONLY_TILE: AdminTileReference = 'greenlight';

/** Spec 1 §4: enable (visible, unlocked), lock (visible, locked), disable (hidden). */
export const TILE_ACCESS_STATES = ['enable', 'lock', 'disable'] as const;
export type TileAccess = (typeof TILE_ACCESS_STATES)[number];
export const TILE_ACCESS_LABELS: Readonly<Record<TileAccess, string>> = { enable: 'Enabled', lock: 'Locked', disable: 'Disabled' };

/** A member's access to each administrable tile. */
export type AdminTiles = Record<AdminTileReference, TileAccess>;
/** Every administrable tile at one access, or at what `accessOf` says for it. */
export const everyTile = (accessOf: TileAccess | ((tile: AdminTileReference) => TileAccess)): AdminTiles =>
  Object.fromEntries(ADMIN_TILE_REFERENCES.map((tile) => [tile, typeof accessOf === 'function' ? accessOf(tile) : accessOf])) as AdminTiles;

export const tileAccessOf = ({ visible, locked }: { visible: boolean; locked: boolean }): TileAccess => (!visible ? 'disable' : locked ? 'lock' : 'enable');
export const tileFlagsOf = (access: TileAccess) => ({ visible: access !== 'disable', locked: access === 'lock' });

const RANK: Readonly<Record<TileAccess, number>> = { disable: 0, lock: 1, enable: 2 };

/**
 * Spec 1 §4: the states another user's tile may take, given the lead user's. A locked lead tile allows lock and
 * disable; a disabled one allows no change at all, so only `current` stays.
 */
export function allowedTileAccess(lead: TileAccess, current: TileAccess): readonly TileAccess[] {
  if (lead === 'disable') return [current];
  return TILE_ACCESS_STATES.filter((state) => RANK[state] <= RANK[lead]);
}

/** Spec 1 §4: Lead is shown and not editable; User and Admin are what an admin chooses between. */
export const USER_ROLES = ['User', 'Admin', 'Lead'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const EDITABLE_ROLES = ['User', 'Admin'] as const;
export type EditableRole = (typeof EDITABLE_ROLES)[number];

/** Spec 1 §5: the contact number as typed: at most 13 characters, shown as 00000 000 000. */
export const CONTACT_NUMBER_MAX_LENGTH = 13;
export const CONTACT_NUMBER_DIGITS = 11;

/** Formats what is typed as 00000 000 000: digits only, grouped 5-3-3, at most 11 digits. */
export function formatContactNumber(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, CONTACT_NUMBER_DIGITS);
  return [digits.slice(0, 5), digits.slice(5, 8), digits.slice(8)].filter(Boolean).join(' ');
}

/** Spec 1 §9: the lead-user notice hides itself after 30 seconds. */
export const LEAD_NOTICE_MS = 30_000;

/** Spec 1 §5 and §8, word for word; then ours, where the spec names no message. */
export const accountUserMessages = {
  emailRequired: 'Email address is required.',
  emailInvalid: 'Invalid email address.',
  nameRequired: 'Full name is required.',
  nameShort: 'Full name must be at least four characters long.',
  contactRequired: 'Contact Number is required.',
  contactShort: 'Contact number must contain eleven digits.',
  contactInvalid: 'Please enter a valid contact number',
  userExists: 'User already exists on this account.',
  leadNotEditable: 'Lead accounts can not be edited.',
  notYourself: 'It is not possible to edit your own account permissions.',
  leadOnlyTile: (label: string) => `Sorry you cannot change ${label} permissions for this user.`,
  deleteConfirm: (name: string) => `Are you sure you want to remove ${name} from this business?`,
  /** Ours. */
  nameLong: 'Full name must be at most 100 characters long.',
  staleVersion: 'Someone else changed this user while you were editing. Their changes are shown now: make yours again if they are still needed.',
  tileAboveLead: (label: string) => `Nobody can have more access to ${label} than the lead user.`,
  notOnAccount: 'This user is no longer on this business account.',
  adminsOnly: 'Only the lead user and the admins of this business can manage its users.',
  usernameTaken: 'That e-mail address is already the username of another MyFarm user.',
  usernameShared: 'This user belongs to other businesses too, so only MyFarm support can change their username.',
} as const;

/** The e-mail check's answers (issue 27 §4): nothing about whether someone uses MyFarm elsewhere. */
export const EMAIL_CHECK_STATUSES = ['can-invite', 'invited', 'on-account'] as const;
export type EmailCheckStatus = (typeof EMAIL_CHECK_STATUSES)[number];
