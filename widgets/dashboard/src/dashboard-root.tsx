import styled from '@emotion/styled';
import { account$, downtime$, featureSubjectOf, flags$, isTileOpen, isTileUnderDowntime, loadElement, session$, visibleTiles } from '@farm/core';
import { EmptyState, Loader, useBusValue } from '@farm/ui';
import { createElement, useEffect, useMemo } from 'react';
import { DashboardMenus } from './components/dashboard-menus';
import { TileGrid } from './components/tile-grid';
import { VideoSection } from './components/video-section';
import { openTile } from './open-tile';

const Page = styled.section`
  padding: ${({ theme }) => theme.space(6)};
`;

const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  color: ${({ theme }) => theme.colors.primary};
`;

/** Summary cards above the tiles; columns keep their width so one card does not stretch across the page. */
const Highlights = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const PanelsRow = styled.div`
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Town = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * The weather card is <farm-weather>, which the weather widget defines: it loads when the card first shows,
 * not with the dashboard, and the dashboard never imports it.
 */
function WeatherCard({ postcode }: { postcode: string }) {
  useEffect(() => void loadElement('farm-weather'), []);
  return createElement('farm-weather', { variant: 'card', postcode });
}

/**
 * The price panels are <farm-price-panels>, which the prices widget defines, loaded like the weather card.
 * Shown only while crop marketing is open to the business: its tile open to the user, the hasMCM flag, an
 * address to price for, and no planned downtime (spec 2 §2).
 */
function PricePanels() {
  useEffect(() => void loadElement('farm-price-panels'), []);
  return createElement('farm-price-panels');
}

/** The dashboard index: the selected account's tiles, titled with its town, its quick links and the video. */
export function DashboardRoot() {
  const account = useBusValue(account$);
  const session = useBusValue(session$);
  const town = account?.address?.postTown;
  const flags = useBusValue(flags$);
  // Read so the panels come and go with a planned downtime.
  useBusValue(downtime$);
  const tiles = useMemo(
    () => (session ? visibleTiles(account?.tiles ?? [], flags, featureSubjectOf({ ...session.user, internal: session.internal })) : []),
    [account, session, flags],
  );

  useEffect(() => {
    document.title = town ? `Dashboard - ${town} | MyFarm` : 'Dashboard | MyFarm';
  }, [town]);

  if (!account) return <Loader label="Loading your business…" />;
  const cropMarketing =
    !!session &&
    account.hasMCM &&
    !!account.address &&
    isTileOpen(account.tiles, 'mycropmarketing', flags, featureSubjectOf({ ...session.user, internal: session.internal })) &&
    !isTileUnderDowntime('mycropmarketing');
  return (
    <Page aria-labelledby="dashboard-title">
      <Heading id="dashboard-title">Dashboard{town && <Town> - {town}</Town>}</Heading>
      {cropMarketing && (
        <PanelsRow>
          <PricePanels />
        </PanelsRow>
      )}
      <Highlights>
        <WeatherCard postcode={account.address?.postcode ?? ''} />
      </Highlights>
      {tiles.length === 0 ? (
        <EmptyState title="No services are available for this business yet." />
      ) : (
        <TileGrid tiles={tiles} onOpen={(tile) => void openTile(tile, account.reference)} />
      )}
      <DashboardMenus />
      <VideoSection />
    </Page>
  );
}
