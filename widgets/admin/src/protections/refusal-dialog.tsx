import { OkDialog } from '@farm/ui';
import { SupportContact } from './support-contact';

/**
 * Spec 1 §5's admin protections that answer with a dialog: editing or deleting yourself, and an admin's change
 * of the Farm Management tile. Each says why, and who to ask instead.
 */
export function RefusalDialog({ title, message, onClose }: { title: string; message: string; onClose: () => void }) {
  return (
    <OkDialog open title={title} onClose={onClose}>
      <p>{message}</p>
      <p>
        <SupportContact />
      </p>
    </OkDialog>
  );
}
