import {
  ADMIN_TILES,
  allowedTileAccess,
  LEAD_ONLY_TILE,
  TILE_ACCESS_LABELS,
  TILE_ACCESS_STATES,
  type AdminTileReference,
  type TileAccess,
} from '@farm/area-account-users';
import { FieldHint } from '@farm/ui';
import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import type { TileAccessRecord } from '../lib/lead-tiles';
import { TileGroups } from './form-parts';

/** The part of the add and edit forms these fields fill. */
export interface TileAccessValues {
  tiles: TileAccessRecord;
}

export interface TileAccessFieldsProps {
  control: Control<TileAccessValues>;
  /** The lead user's access, which bounds everyone else's (spec 1 §4). */
  leadTiles: TileAccessRecord;
  /** The user's saved access (every tile disabled for a new user): a tile the lead has disabled keeps it. */
  savedTiles: TileAccessRecord;
  /** Only the lead changes the Farm Management tile (spec 1 §5); an admin's try at it calls this instead. */
  viewerIsLead: boolean;
  onLeadOnlyTile: () => void;
}

/** Why a tile offers fewer than its three states: the lead user's own access to it. */
function limitText(lead: TileAccess): string | undefined {
  if (lead === 'disable') return "The lead user's access is Disabled, so this can not be changed.";
  if (lead === 'lock') return "The lead user's access is Locked, so this can not be Enabled.";
  return undefined;
}

/**
 * Spec 1 §4: each administrable tile as a group of three radio buttons, Enabled, Locked and Disabled, the
 * states the lead's access does not allow disabled. Native radios: Tab reaches the group, arrows choose.
 */
export function TileAccessFields(props: TileAccessFieldsProps) {
  return (
    <TileGroups>
      <legend>Tile access</legend>
      {ADMIN_TILES.map(({ reference, label }) => (
        <TileAccessGroup key={reference} reference={reference} label={label} {...props} />
      ))}
    </TileGroups>
  );
}

function TileAccessGroup({
  reference,
  label,
  control,
  leadTiles,
  savedTiles,
  viewerIsLead,
  onLeadOnlyTile,
}: TileAccessFieldsProps & { reference: AdminTileReference; label: string }) {
  const { field } = useController({ control, name: `tiles.${reference}` });
  const name = useId();
  const hintId = useId();
  const allowed = allowedTileAccess(leadTiles[reference], savedTiles[reference]);
  const limit = allowed.length < TILE_ACCESS_STATES.length ? limitText(leadTiles[reference]) : undefined;
  const blocked = reference === LEAD_ONLY_TILE && !viewerIsLead;
  const choose = (state: TileAccess) => {
    // A refused change leaves the radios as they were: they are controlled by the form's value.
    if (blocked) onLeadOnlyTile();
    else field.onChange(state);
  };
  return (
    <fieldset aria-describedby={limit ? hintId : undefined}>
      <legend>{label}</legend>
      {TILE_ACCESS_STATES.map((state) => (
        <label key={state}>
          <input
            type="radio"
            name={name}
            value={state}
            checked={field.value === state}
            disabled={!allowed.includes(state)}
            onChange={() => choose(state)}
            onBlur={field.onBlur}
            ref={state === field.value ? field.ref : undefined}
          />
          {TILE_ACCESS_LABELS[state]}
        </label>
      ))}
      {limit && <FieldHint id={hintId}>{limit}</FieldHint>}
    </fieldset>
  );
}
