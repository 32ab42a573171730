import styled from '@emotion/styled';
import { account$, availableTiles, EmptyState, Loader, navigate, openDialog, session$, useBusValue, type Tile } from '@farm/shared';
import { useEffect, useMemo } from 'react';
import { TileGrid } from './components/tile-grid';

const Page = styled.section`
  padding: ${({ theme }) => theme.space(6)};
`;

const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  color: ${({ theme }) => theme.colors.primary};
`;

const Town = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.muted};
`;

function openTile(tile: Tile) {
  if (/^https?:/.test(tile.route)) window.open(tile.route, '_blank', 'noopener');
  else navigate(tile.route);
}

/** The dashboard index: the selected account's tiles, titled with its town. */
export function DashboardRoot() {
  const account = useBusValue(account$);
  const session = useBusValue(session$);
  const town = account?.address?.postTown;
  const tiles = useMemo(() => availableTiles(account?.tiles ?? [], session?.internal ?? false), [account, session]);

  useEffect(() => {
    document.title = town ? `Dashboard - ${town} | MyFarm` : 'Dashboard | MyFarm';
  }, [town]);

  if (!account) return <Loader label="Loading your business…" />;
  return (
    <Page aria-labelledby="dashboard-title">
      <Heading id="dashboard-title">
        Dashboard{town && <Town> - {town}</Town>}
      </Heading>
      {tiles.length === 0 ? (
        <EmptyState title="No services are available for this business yet." />
      ) : (
        <TileGrid tiles={tiles} onOpen={(tile) => (tile.locked ? openDialog('no-access', { tile: tile.text }) : openTile(tile))} />
      )}
    </Page>
  );
}
