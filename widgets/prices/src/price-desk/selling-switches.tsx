import styled from '@emotion/styled';
import { EVERY_COMMODITY_ID, type PriceDesk } from '@farm/area-crop-marketing';
import { formatDate } from '@farm/core';
import { Button } from '@farm/ui';
import { Muted } from './price-desk-parts';
import { SectionCard } from '../components/section-card';
import type { PriceDeskChanger } from './use-price-desk';

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(2)} 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/**
 * Pausing selling (issue 29): of everything, or of one commodity. Within a tick every instance refuses new quotes,
 * contracts from open quotes and standing offer fills of it, and the farmers' Sell buttons say selling is paused.
 */
export function SellingSwitches({ desk, change }: { desk: PriceDesk; change: PriceDeskChanger }) {
  const subjects = [{ commodityId: EVERY_COMMODITY_ID, name: 'Every commodity' }, ...desk.commodities];
  return (
    <SectionCard aria-labelledby="desk-selling">
      <h2 id="desk-selling">Selling</h2>
      <Rows>
        {subjects.map(({ commodityId, name }) => {
          const pause = desk.pauses.find((candidate) => candidate.commodityId === commodityId);
          return (
            <li key={commodityId}>
              <span>
                <strong>{name}</strong>
                <br />
                <Muted>{pause ? `Paused by ${pause.pausedBy} at ${formatDate(pause.pausedAt, 'time')} on ${formatDate(pause.pausedAt)}` : 'Selling'}</Muted>
              </span>
              <Button
                type="button"
                variant={pause ? 'primary' : 'secondary'}
                disabled={change.isPending}
                onClick={() => change.mutate({ kind: 'pause', commodityId, paused: !pause })}
              >
                {pause ? `Resume selling ${name.toLowerCase()}` : `Pause selling ${name.toLowerCase()}`}
              </Button>
            </li>
          );
        })}
      </Rows>
    </SectionCard>
  );
}
