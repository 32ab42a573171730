import { LinkButton } from '@farm/ui';
import { useDocumentActions } from './document-actions-context';

/** A contract number: opens its details dialog (spec 3 §2 'Contract lists'). */
export function ContractLink({ reference }: { reference: string | null }) {
  const { openContract } = useDocumentActions();
  if (!reference) return null;
  return (
    <LinkButton type="button" aria-label={`Contract details of ${reference}`} onClick={() => openContract(reference)}>
      {reference}
    </LinkButton>
  );
}

/** A document's reference: opens the document in the PDF viewer, or is plain text when it has no document. */
export function DocumentLink({ reference, documentNo }: { reference: string; documentNo: string | null }) {
  const { openDocument } = useDocumentActions();
  if (!documentNo) return <>{reference}</>;
  return (
    <LinkButton type="button" aria-label={`View document ${reference}`} onClick={() => openDocument(documentNo, reference)}>
      {reference}
    </LinkButton>
  );
}
