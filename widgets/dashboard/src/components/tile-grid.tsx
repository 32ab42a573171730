import { type Tile } from '@farm/core';
import { CardGrid } from '@farm/ui';
import { TileCard } from './tile-card';

export function TileGrid({ tiles, onOpen }: { tiles: Tile[]; onOpen: (tile: Tile) => void }) {
  return (
    <CardGrid columns={4} aria-label="Your MyFarm services">
      {tiles.map((tile) => (
        <li key={tile.reference}>
          <TileCard tile={tile} onOpen={onOpen} />
        </li>
      ))}
    </CardGrid>
  );
}
