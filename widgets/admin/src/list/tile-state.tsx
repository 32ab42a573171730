import styled from '@emotion/styled';
import { TILE_ACCESS_LABELS, type TileAccess } from '@farm/area-account-users';
import { LockIcon } from '@farm/ui';

const State = styled.span<{ access: TileAccess }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  white-space: nowrap;
  font-weight: ${({ access }) => (access === 'disable' ? 400 : 600)};
  color: ${({ theme, access }) => (access === 'enable' ? theme.colors.success : access === 'lock' ? theme.colors.locked : theme.colors.muted)};
`;

function EnabledIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="m5 12.5 4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function DisabledIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="8.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M6 18 18 6" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/** A tile's access for one user (spec 1 §4): its word, with an icon beside it, so colour is never the only sign. */
export function TileState({ access }: { access: TileAccess }) {
  return (
    <State access={access}>
      {access === 'enable' ? <EnabledIcon /> : access === 'lock' ? <LockIcon size={16} /> : <DisabledIcon />}
      {TILE_ACCESS_LABELS[access]}
    </State>
  );
}
