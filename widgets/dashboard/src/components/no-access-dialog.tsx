import { Button, clientConfig, Dialog } from '@farm/shared';

export const noAccessTitle = (tile: string) => `Looks like you don't have access to ${tile}.`;

export function NoAccessDialog({ tile, onClose }: { tile: string | null; onClose: () => void }) {
  const { phone, email } = clientConfig().support;
  return (
    <Dialog
      open={tile !== null}
      title={tile ? noAccessTitle(tile) : ''}
      onClose={onClose}
      actions={
        <Button type="button" onClick={onClose}>
          Ok
        </Button>
      }
    >
      <p>
        To request access, please call us on <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a> or email{' '}
        <a href={`mailto:${email}`}>{email}</a>.
      </p>
    </Dialog>
  );
}
