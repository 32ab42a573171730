import { Button, Dialog } from '@farm/ui';

// PLACEHOLDER until @farm/ui's PdfViewer lands (built by another helper at the same time): the same props, so
// switching is one import. It only names the document; the real one renders it with pdf.js.

export interface PdfViewerProps {
  open: boolean;
  /** The business account the document belongs to. */
  reference: string;
  documentNo: string;
  title: string;
  onClose: () => void;
}

export function PdfViewer({ open, documentNo, title, onClose }: PdfViewerProps) {
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onClose}
      actions={
        <Button type="button" onClick={onClose}>
          Close
        </Button>
      }
    >
      <p>Document {documentNo}</p>
    </Dialog>
  );
}
