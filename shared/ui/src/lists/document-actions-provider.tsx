import { PdfViewer } from '@farm/ui';
import { useMemo, useState, type ReactNode } from 'react';
import { DocumentActionsContext, type DocumentActions } from './document-actions-context';

export interface DocumentActionsProviderProps {
  /** The selected business, whose documents open. */
  reference: string;
  /** What a contract number opens (My Account's Contract details dialog); none, contract numbers open nothing. */
  contractDialog?: (contractReference: string, onClose: () => void) => ReactNode;
  children: ReactNode;
}

/** Where every contract number and document number of a list opens its dialog or its PDF (spec 3 §2 'PDF viewer'). */
export function DocumentActionsProvider({ reference, contractDialog, children }: DocumentActionsProviderProps) {
  const [contract, setContract] = useState<string | null>(null);
  const [document, setDocument] = useState<{ documentNo: string; title: string } | null>(null);
  const actions = useMemo<DocumentActions>(() => ({ openContract: setContract, openDocument: (documentNo, title) => setDocument({ documentNo, title }) }), []);
  return (
    <DocumentActionsContext.Provider value={actions}>
      {children}
      {contract && contractDialog?.(contract, () => setContract(null))}
      {document && <PdfViewer open reference={reference} documentNo={document.documentNo} title={document.title} onClose={() => setDocument(null)} />}
    </DocumentActionsContext.Provider>
  );
}
