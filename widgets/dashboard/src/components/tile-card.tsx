import styled from '@emotion/styled';
import { type Tile } from '@farm/core';
import { edgedCard, LockIcon, media, VisuallyHidden } from '@farm/ui';
import { useId } from 'react';

const Card = styled.div<{ locked: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  height: 100%;
  min-height: 140px;
  padding: ${({ theme }) => theme.space(5)};
  ${media.mobile} {
    min-height: 0;
    padding: ${({ theme }) => theme.space(4)};
  }
  color: ${({ theme }) => theme.colors.text};
  ${edgedCard()}
  ${({ theme, locked }) => locked && `background: ${theme.colors.background}; border-top-color: ${theme.colors.locked};`}
  &:hover {
    box-shadow: ${({ theme }) => theme.shadow.raised};
  }
  &:has(button:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** The tile's name is its button; the button's box stretches over the whole card, so all of it is clickable. */
const Open = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: 0;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
  text-align: left;
  color: inherit;
  background: none;
  border: none;
  cursor: pointer;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  &:focus-visible {
    outline: none;
  }
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

/**
 * A dashboard tile. Its accessible name is its visible name (WCAG 2.5.3: speech users say what they see),
 * with "(locked)" after it for screen readers; the description and the badge describe the button.
 */
export function TileCard({ tile, onOpen }: { tile: Tile; onOpen: (tile: Tile) => void }) {
  const id = useId();
  const external = /^https?:/.test(tile.route);
  const badge = tile.locked ? 'No access' : external ? 'Opens in a new tab' : null;
  return (
    <Card locked={tile.locked}>
      <Open type="button" data-tile={tile.reference} aria-describedby={`${id}-about${badge ? ` ${id}-badge` : ''}`} onClick={() => onOpen(tile)}>
        {tile.locked && <LockIcon />}
        {tile.text}
        {tile.locked && <VisuallyHidden> (locked)</VisuallyHidden>}
      </Open>
      <Description id={`${id}-about`}>{tile.description}</Description>
      {badge && <Badge id={`${id}-badge`}>{badge}</Badge>}
    </Card>
  );
}
