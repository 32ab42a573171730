import styled from '@emotion/styled';
import { type Tile } from '@farm/core';
import { edgedCard, LockIcon, media } from '@farm/ui';

const Card = styled.button<{ locked: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
  min-height: 140px;
  ${media.mobile} { min-height: 0; padding: ${({ theme }) => theme.space(4)}; }
  padding: ${({ theme }) => theme.space(5)};
  text-align: left;
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  ${edgedCard()}
  ${({ theme, locked }) => locked && `background: ${theme.colors.background}; border-top-color: ${theme.colors.locked};`}
  cursor: pointer;
  &:hover { box-shadow: ${({ theme }) => theme.shadow.raised}; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

const Name = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
`;

const Description = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Badge = styled.span`
  margin-top: auto;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colors.locked};
`;

export function TileCard({ tile, onOpen }: { tile: Tile; onOpen: (tile: Tile) => void }) {
  const external = /^https?:/.test(tile.route);
  return (
    <Card
      type="button"
      locked={tile.locked}
      data-tile={tile.reference}
      aria-label={tile.locked ? `${tile.text} (locked)` : tile.text}
      onClick={() => onOpen(tile)}
    >
      <Name>
        {tile.locked && <LockIcon />}
        {tile.text}
      </Name>
      <Description>{tile.description}</Description>
      {tile.locked ? <Badge>No access</Badge> : external && <Badge>Opens in a new tab</Badge>}
    </Card>
  );
}
