import { Button, Dialog } from '@farm/ui';

interface PublishDialogProps {
  title: string | null;
  publishing: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Publishing is seen by every farmer at once and cannot be undone, so it is confirmed first. */
export function PublishDialog({ title, publishing, onConfirm, onCancel }: PublishDialogProps) {
  return (
    <Dialog
      open={title !== null}
      title="Publish this report?"
      onClose={() => !publishing && onCancel()}
      actions={
        <>
          <Button type="button" variant="secondary" onClick={onCancel} disabled={publishing}>
            Cancel
          </Button>
          <Button type="button" onClick={onConfirm} disabled={publishing}>
            {publishing ? 'Publishing…' : 'Publish'}
          </Button>
        </>
      }
    >
      <p>
        Every farmer will see “{title}” as the latest market report. A published report cannot be changed afterwards: to correct it, copy it into a new draft
        and publish that.
      </p>
    </Dialog>
  );
}
