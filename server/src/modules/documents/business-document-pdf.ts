import { field, MUTED, rule, startDocument, SUPPLIER_NAME, table, write } from '../../pdf/pdf-pen';

/** What an invoice, self bill, order or adjustment prints: its facts, its lines and its totals. */
export interface BusinessDocument {
  /** 'Self bill', 'Invoice'... */
  kind: string;
  documentNo: string;
  /** The document's own day, 'YYYY-MM-DD': it dates the file too, so the same data gives the same bytes. */
  date: string;
  account: { name: string; reference: string };
  facts: [label: string, value: string][];
  lines?: { columns: { label: string; weight: number; numeric?: boolean }[]; rows: string[][] };
  totals: [label: string, value: string][];
  footnote?: string;
}

/** One of the account's business documents as an A4 PDF, made with pdf-lib from the document's data. */
export async function renderBusinessDocument(document: BusinessDocument): Promise<Uint8Array> {
  const pen = await startDocument({
    title: `${document.kind} ${document.documentNo}`,
    subject: `${document.kind} for ${document.account.name} (${document.account.reference})`,
    date: new Date(`${document.date}T12:00:00Z`),
  });
  write(pen, SUPPLIER_NAME, { size: 13, bold: true, color: MUTED });
  pen.y -= 6;
  write(pen, document.kind, { size: 22, bold: true });
  pen.y -= 8;
  rule(pen);
  field(pen, 'Document number', [document.documentNo]);
  field(pen, 'Account', [`${document.account.name} (${document.account.reference})`]);
  for (const [label, value] of document.facts) field(pen, label, [value]);
  pen.y -= 6;
  rule(pen);
  if (document.lines) {
    table(pen, document.lines.columns, document.lines.rows);
    pen.y -= 6;
    rule(pen);
  }
  for (const [label, value] of document.totals) field(pen, label, [value]);
  if (document.footnote) {
    pen.y -= 6;
    write(pen, document.footnote, { size: 9, color: MUTED });
  }
  return pen.doc.save();
}
