import styled from '@emotion/styled';
import { media, type Tile } from '@farm/shared';
import { TileCard } from './tile-card';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(4, minmax(0, 1fr));
  ${media.tablet} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${media.mobile} { grid-template-columns: 1fr; }
`;

export function TileGrid({ tiles, onOpen }: { tiles: Tile[]; onOpen: (tile: Tile) => void }) {
  return (
    <Grid aria-label="Your MyFarm services">
      {tiles.map((tile) => (
        <li key={tile.reference}>
          <TileCard tile={tile} onOpen={onOpen} />
        </li>
      ))}
    </Grid>
  );
}
