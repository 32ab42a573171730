import { field, MUTED, rule, sideBySide, startDocument, table, write } from '../../pdf/pdf-pen';
import { merchant } from '../../pdf/merchant';

/** The business account a document is issued to or for, as its papers name it. */
export interface DocumentAccount {
  name: string;
  reference: string;
  /** Its registered address, a line each. */
  addressLines: string[];
  vatRegistrationNumber: string | null;
}

/** What a contract note, invoice, self bill, order or adjustment prints: its parties, facts, lines and totals. */
export interface BusinessDocument {
  /** 'Self bill', 'Invoice'... */
  kind: string;
  documentNo: string;
  /** What its title names it by when not its number: a contract note by its contract's reference. */
  titleReference?: string;
  /** The document's own day, 'YYYY-MM-DD': it dates the file too, so the same data gives the same bytes. */
  date: string;
  account: Pick<DocumentAccount, 'name' | 'reference'>;
  /** Who deals with whom: 'Seller' and 'Buyer', 'Supplier' and 'Customer'... each with its name and address. */
  parties: [label: string, lines: string[]][];
  facts: [label: string, value: string | string[]][];
  lines?: { columns: { label: string; weight: number; numeric?: boolean }[]; rows: string[][] };
  totals: [label: string, value: string][];
  /** Statements the document must carry (terms, self-billing, VAT), a paragraph each. */
  footnotes?: string[];
}

/** The merchant as a party: name, address, VAT registration and company numbers. */
export const merchantParty = (): string[] => [
  merchant.name,
  ...merchant.addressLines,
  `VAT registration number: ${merchant.vatRegistrationNumber}`,
  `Company number: ${merchant.companyNumber}`,
];

/** A business account as a party: its name and reference, registered address and VAT registration number. */
export const accountParty = (account: DocumentAccount): string[] => [
  `${account.name} (${account.reference})`,
  ...account.addressLines,
  ...(account.vatRegistrationNumber ? [`VAT registration number: ${account.vatRegistrationNumber}`] : []),
];

/** One of the account's business documents as an A4 PDF, made with pdf-lib from the document's data. */
export async function renderBusinessDocument(document: BusinessDocument): Promise<Uint8Array> {
  const pen = await startDocument({
    title: `${document.kind} ${document.titleReference ?? document.documentNo}`,
    subject: `${document.kind} for ${document.account.name} (${document.account.reference})`,
    date: new Date(`${document.date}T12:00:00Z`),
  });
  write(pen, merchant.name, { size: 13, bold: true, color: MUTED });
  pen.y -= 6;
  write(pen, document.kind, { size: 22, bold: true });
  pen.y -= 8;
  rule(pen);
  field(pen, 'Document number', [document.documentNo]);
  pen.y -= 6;
  sideBySide(pen, document.parties);
  pen.y -= 6;
  rule(pen);
  for (const [label, value] of document.facts) field(pen, label, Array.isArray(value) ? value : [value]);
  pen.y -= 6;
  rule(pen);
  if (document.lines) {
    table(pen, document.lines.columns, document.lines.rows);
    pen.y -= 6;
    rule(pen);
  }
  for (const [label, value] of document.totals) field(pen, label, [value]);
  for (const footnote of document.footnotes ?? []) {
    pen.y -= 6;
    write(pen, footnote, { size: 9, color: MUTED });
  }
  return pen.doc.save();
}
