import { Button } from '@farm/ui';
import { useDocumentActions } from '@farm/ui/lists';

/** A document's download button, labelled PDF (spec 3 §2); disabled when the document has no number (§4 'unavailable'). */
export function PdfButton({ reference, documentNo }: { reference: string; documentNo: string | null }) {
  const { openDocument } = useDocumentActions();
  return (
    <Button
      type="button"
      variant="secondary"
      disabled={!documentNo}
      aria-label={`PDF of ${reference}`}
      onClick={() => documentNo && openDocument(documentNo, reference)}
    >
      PDF
    </Button>
  );
}
