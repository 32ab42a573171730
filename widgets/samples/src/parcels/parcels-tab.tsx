import styled from '@emotion/styled';
import { myAccountMessages, parcelsKey, parcelsQuery, type ParcelList } from '@farm/area-my-account';
import { navigate, paths } from '@farm/core';
import { Button, EmptyState, Loader, mediaQueries, useMediaQuery } from '@farm/ui';
import { problemText } from '@farm/ui/lists';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { wizardMessages } from '../wizard/wizard-messages';
import { DeleteParcelsDialog } from './delete-parcels-dialog';
import { ParcelCards } from './parcel-cards';
import { ParcelsTable } from './parcels-table';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  .count {
    margin: 0 auto 0 0;
    color: ${({ theme }) => theme.colors.muted};
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.mobileMax}px) {
    button {
      flex: 1 1 100%;
    }
    .count {
      flex: 1 1 100%;
    }
  }
`;

const Message = styled.p<{ tone: 'done' | 'changed' }>`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-left: 4px solid ${({ theme, tone }) => (tone === 'done' ? theme.colors.success : theme.colors.info)};
  background: ${({ theme }) => theme.colors.background};
  font-weight: 600;
`;

const createParcel = () => navigate(paths.createParcel);
const parcelCount = (count: number) => (count === 1 ? '1 parcel' : `${count} parcels`);

/**
 * The Parcels tab (spec 3 §2, §4): the account's parcels (none saved yet reads as an empty list, §7), each with a
 * box for Delete selected and an Edit action; cards on a phone.
 */
export function ParcelsTab({ reference }: { reference: string }) {
  const mobile = useMediaQuery(mediaQueries.mobile);
  const queryClient = useQueryClient();
  const parcels = useQuery({ ...parcelsQuery(reference), refetchOnMount: 'always' });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<{ tone: 'done' | 'changed'; text: string } | null>(null);

  if (parcels.isPending) return <Loader label="Loading your parcels…" />;
  if (parcels.isError) {
    return (
      <EmptyState title={problemText(parcels.error)}>
        <Button type="button" variant="secondary" onClick={() => void parcels.refetch()}>
          Try again
        </Button>
      </EmptyState>
    );
  }
  const list = parcels.data;
  // A parcel deleted elsewhere (seen on a reload) leaves the selection.
  const chosen = list.parcels.filter((parcel) => selected.has(parcel.parcelId));
  const chosenIds = new Set(chosen.map((parcel) => parcel.parcelId));
  const toggle = (parcelId: string) =>
    setSelected(chosenIds.has(parcelId) ? new Set([...chosenIds].filter((id) => id !== parcelId)) : new Set([...chosenIds, parcelId]));
  const deleted = (saved: ParcelList) => {
    queryClient.setQueryData(parcelsKey(reference), saved);
    setConfirming(false);
    setSelected(new Set());
    setMessage({ tone: 'done', text: chosen.length === 1 ? `'${chosen[0]!.parcelName}' deleted.` : `${chosen.length} parcels deleted.` });
  };
  const changedElsewhere = () => {
    setConfirming(false);
    setMessage({ tone: 'changed', text: `${myAccountMessages.parcelsChanged} ${wizardMessages.deleteChanged}` });
    void queryClient.refetchQueries({ queryKey: parcelsKey(reference) });
  };

  return (
    <>
      <div role="status">{message && <Message tone={message.tone}>{message.text}</Message>}</div>
      {list.parcels.length === 0 ? (
        <EmptyState title={wizardMessages.noParcels}>
          <p>{wizardMessages.noParcelsHint}</p>
          <Button type="button" onClick={createParcel}>
            Create parcel
          </Button>
        </EmptyState>
      ) : (
        <>
          <Toolbar>
            <p className="count">{chosen.length === 0 ? parcelCount(list.parcels.length) : `${chosen.length} of ${list.parcels.length} selected`}</p>
            <Button type="button" variant="secondary" disabled={chosen.length === 0} onClick={() => setConfirming(true)}>
              Delete selected
            </Button>
            <Button type="button" onClick={createParcel}>
              Create parcel
            </Button>
          </Toolbar>
          {mobile ? (
            <ParcelCards parcels={list.parcels} selected={chosenIds} onToggle={toggle} />
          ) : (
            <ParcelsTable
              parcels={list.parcels}
              selected={chosenIds}
              onToggle={toggle}
              onToggleAll={(all) => setSelected(new Set(all ? list.parcels.map((p) => p.parcelId) : []))}
            />
          )}
        </>
      )}
      {confirming && chosen.length > 0 && (
        <DeleteParcelsDialog
          reference={reference}
          list={list}
          doomed={chosen}
          onDeleted={deleted}
          onChangedElsewhere={changedElsewhere}
          onClose={() => setConfirming(false)}
        />
      )}
    </>
  );
}
