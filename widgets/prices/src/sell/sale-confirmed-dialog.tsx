import { cropMarketingMessages, type SaleResponse } from '@farm/area-crop-marketing';
import { Button, Dialog } from '@farm/ui';
import { ContractDocumentLink } from './contract-document-link';

/** Spec 2 §4: a sale made (201) shows 'Sale confirmed' with its contract reference; OK closes it. */
export function SaleConfirmedDialog({ reference, sale, onClose }: { reference: string; sale: SaleResponse; onClose: () => void }) {
  return (
    <Dialog
      open
      title={cropMarketingMessages.saleConfirmed}
      onClose={onClose}
      actions={
        <Button type="button" onClick={onClose}>
          OK
        </Button>
      }
    >
      <p>
        Your contract reference is <strong data-testid="contract-ref">{sale.contractRef}</strong>.
      </p>
      <ContractDocumentLink reference={reference} documentNo={sale.documentNo} />
    </Dialog>
  );
}
