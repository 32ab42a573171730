import { DocumentActionsProvider } from '@farm/ui/lists';
import type { ReactNode } from 'react';
import { ContractDialog } from './contract-dialog';

/** Where every contract number and document number of My Account opens its dialog or its PDF. */
export function MyAccountDocumentActions({ reference, children }: { reference: string; children: ReactNode }) {
  return (
    <DocumentActionsProvider
      reference={reference}
      contractDialog={(contractReference, onClose) => <ContractDialog reference={reference} contractReference={contractReference} onClose={onClose} />}
    >
      {children}
    </DocumentActionsProvider>
  );
}
