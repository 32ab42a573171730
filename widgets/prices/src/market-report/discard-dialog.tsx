import { Button, CancelButton, Dialog } from '@farm/ui';

/** Opening another report would lose what the editor holds and has not been saved. */
export function DiscardDialog({ open, onDiscard, onCancel }: { open: boolean; onDiscard: () => void; onCancel: () => void }) {
  return (
    <Dialog
      open={open}
      title="Discard your changes?"
      onClose={onCancel}
      actions={
        <>
          <CancelButton onClick={onCancel}>Keep editing</CancelButton>
          <Button type="button" onClick={onDiscard}>
            Discard changes
          </Button>
        </>
      }
    >
      <p>The report in the editor has changes that are not saved.</p>
    </Dialog>
  );
}
