import { createContext, useContext } from 'react';

export interface DocumentActions {
  /** Opens the Contract details (or Order details) dialog of a contract of the selected business. */
  openContract: (contractReference: string) => void;
  /** Opens a document of the selected business in the full-screen PDF viewer. */
  openDocument: (documentNo: string, title: string) => void;
}

export const DocumentActionsContext = createContext<DocumentActions>({ openContract: () => undefined, openDocument: () => undefined });

/** What a contract number or a document button opens; DocumentActionsProvider answers. */
export const useDocumentActions = () => useContext(DocumentActionsContext);
