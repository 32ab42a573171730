import styled from '@emotion/styled';
import { useDocumentActions } from './document-actions-context';

const LinkButton = styled.button`
  padding: 0;
  min-height: 24px;
  font: inherit;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: underline;
  background: none;
  border: none;
  cursor: pointer;
  overflow-wrap: anywhere;
  text-align: left;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

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
