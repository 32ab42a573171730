import { account$ } from '@farm/core';
import { PdfViewer, useBusValue } from '@farm/ui';
import { useMemo, useState, type ReactNode } from 'react';
import { ContractDialog } from './contract-dialog';
import { DocumentActionsContext, type DocumentActions } from './document-actions-context';

/** Where every contract number and document number of My Account opens its dialog or its PDF. */
export function DocumentActionsProvider({ children }: { children: ReactNode }) {
  const account = useBusValue(account$);
  const [contract, setContract] = useState<string | null>(null);
  const [document, setDocument] = useState<{ documentNo: string; title: string } | null>(null);
  const actions = useMemo<DocumentActions>(
    () => ({ openContract: setContract, openDocument: (documentNo, title) => setDocument({ documentNo, title }) }),
    [],
  );
  return (
    <DocumentActionsContext.Provider value={actions}>
      {children}
      {account && contract && <ContractDialog reference={account.reference} contractReference={contract} onClose={() => setContract(null)} />}
      {account && document && (
        <PdfViewer open reference={account.reference} documentNo={document.documentNo} title={document.title} onClose={() => setDocument(null)} />
      )}
    </DocumentActionsContext.Provider>
  );
}
