import styled from '@emotion/styled';
import { ApiError } from '@farm/core';
import { saveParcels, type Parcel, type ParcelList } from '@farm/area-my-account';
import { Button, CancelButton, Dialog, FormProblem } from '@farm/ui';
import { problemText } from '@farm/ui/lists';
import { useMutation } from '@tanstack/react-query';
import { toParcelInput } from '../wizard/parcel-change';

const Names = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding-left: ${({ theme }) => theme.space(5)};
  font-weight: 600;
  overflow-wrap: anywhere;
`;

export interface DeleteParcelsDialogProps {
  reference: string;
  /** The list as read, with its version. */
  list: ParcelList;
  doomed: readonly Parcel[];
  onDeleted: (saved: ParcelList) => void;
  /** Someone saved the parcels since they were read (412): nothing was deleted. */
  onChangedElsewhere: () => void;
  onClose: () => void;
}

const isChangedElsewhere = (error: unknown) => error instanceof ApiError && error.status === 412;

/**
 * Delete selected (§4: one or many): once confirmed, the list is saved without them (§7: PUT replaces the whole
 * list), naming the version read. §8 swallows a failed delete; here it is shown, and a 412 hands back to the tab,
 * which reads the list again and says it changed.
 */
export function DeleteParcelsDialog({ reference, list, doomed, onDeleted, onChangedElsewhere, onClose }: DeleteParcelsDialogProps) {
  const remove = useMutation({
    mutationFn: () => {
      const gone = new Set(doomed.map((parcel) => parcel.parcelId));
      return saveParcels(reference, list.parcels.filter((parcel) => !gone.has(parcel.parcelId)).map(toParcelInput), list.etag);
    },
    onSuccess: onDeleted,
    onError: (error) => {
      if (isChangedElsewhere(error)) onChangedElsewhere();
    },
  });
  const count = doomed.length === 1 ? 'this parcel' : `these ${doomed.length} parcels`;
  const actions = (
    <>
      <CancelButton onClick={onClose} />
      <Button type="button" disabled={remove.isPending} onClick={() => remove.mutate()}>
        Delete
      </Button>
    </>
  );
  return (
    <Dialog open title={doomed.length === 1 ? 'Delete parcel' : 'Delete parcels'} onClose={onClose} actions={actions}>
      <p>Delete {count}? Their samples stay as they are.</p>
      <Names>
        {doomed.map((parcel) => (
          <li key={parcel.parcelId}>{parcel.parcelName}</li>
        ))}
      </Names>
      {remove.isError && !isChangedElsewhere(remove.error) && <FormProblem role="alert">{problemText(remove.error)}</FormProblem>}
    </Dialog>
  );
}
