import { contractPeriodText, LOAD_TONNES, PRICE_TYPE_LABELS, type CollectionAddress, type ContractPeriod, type PriceType } from '@farm/core/domain';
import { formatDate, formatPounds, formatPoundsPerTonne } from '@farm/core/format';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

export const SUPPLIER_NAME = 'MyFarm Grain & Inputs Ltd';
const TERMS =
  `This contract is subject to the Standard Conditions of Purchase for grain and oilseeds of ${SUPPLIER_NAME}, ` +
  'which form part of the MyFarm terms and conditions. Tonnages are subject to the quality specifications stated ' +
  'on the contract; collection periods are estimates and we will contact you to arrange haulage.';

export interface ContractNote {
  contractRef: string;
  /** The UK calendar day of the sale, 'YYYY-MM-DD'. */
  date: string;
  account: { name: string; reference: string };
  collectionAddress: CollectionAddress;
  commodity: string;
  varieties: string[];
  /** Metric tonnes, whole loads. */
  quantity: number;
  /** £/MT. */
  price: number;
  priceType: PriceType;
  contractPeriod: ContractPeriod;
  /** £, quantity × price. */
  totalValue: number;
}

// A4 in points, with 56 pt (about 2 cm) margins.
const PAGE = { width: 595.28, height: 841.89, margin: 56 };
const INK = rgb(0.13, 0.13, 0.13);
const MUTED = rgb(0.4, 0.4, 0.4);
const LABEL_WIDTH = 150;

interface Pen {
  page: PDFPage;
  regular: PDFFont;
  bold: PDFFont;
  y: number;
}

/**
 * The standard PDF fonts need no font file (so the server bundles nothing) but only write WinAnsi characters;
 * a name in another script prints with '?' for what they cannot show rather than failing the sale.
 */
function printable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text].map((char) => (known.has(char.codePointAt(0)!) ? char : '?')).join('');
}

/** Splits text into lines no wider than `width` at `size`, at spaces. */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

function write(pen: Pen, text: string, options: { size?: number; bold?: boolean; color?: typeof INK; x?: number; width?: number } = {}): void {
  const font = options.bold ? pen.bold : pen.regular;
  const size = options.size ?? 11;
  const x = options.x ?? PAGE.margin;
  for (const line of wrap(font, printable(font, text), size, options.width ?? PAGE.width - x - PAGE.margin)) {
    pen.page.drawText(line, { x, y: pen.y, size, font, color: options.color ?? INK });
    pen.y -= size * 1.45;
  }
}

/** A label in the left column and its value (one or more lines) beside it. */
function field(pen: Pen, label: string, values: string[]): void {
  const top = pen.y;
  write(pen, label, { bold: true });
  const afterLabel = pen.y;
  pen.y = top;
  for (const value of values) write(pen, value, { x: PAGE.margin + LABEL_WIDTH });
  pen.y = Math.min(pen.y, afterLabel) - 4;
}

function rule(pen: Pen): void {
  pen.page.drawLine({
    start: { x: PAGE.margin, y: pen.y + 6 },
    end: { x: PAGE.width - PAGE.margin, y: pen.y + 6 },
    thickness: 0.75,
    color: MUTED,
  });
  pen.y -= 14;
}

/** The contract note of an online sale: one A4 page, made with pdf-lib and the standard Helvetica fonts. */
export async function renderContractNote(note: ContractNote, createdAt: Date): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const title = `Contract note ${note.contractRef}`;
  doc.setTitle(title);
  doc.setAuthor(SUPPLIER_NAME);
  doc.setSubject(`${note.commodity} sold by ${note.account.name} (${note.account.reference})`);
  doc.setCreator('MyFarm');
  // Dated by the sale, not by when the file was written, so the same sale gives the same document.
  doc.setCreationDate(createdAt);
  doc.setModificationDate(createdAt);
  const pen: Pen = {
    page: doc.addPage([PAGE.width, PAGE.height]),
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    y: PAGE.height - PAGE.margin,
  };

  write(pen, SUPPLIER_NAME, { size: 13, bold: true, color: MUTED });
  pen.y -= 6;
  write(pen, 'Contract note', { size: 22, bold: true });
  pen.y -= 8;
  rule(pen);

  const address = note.collectionAddress;
  const loads = note.quantity / LOAD_TONNES;
  field(pen, 'Contract reference', [note.contractRef]);
  field(pen, 'Date', [formatDate(note.date)]);
  field(pen, 'Account', [`${note.account.name} (${note.account.reference})`]);
  field(pen, 'Collection address', [address.addressName, ...address.addressLines, address.postcode].filter(Boolean));
  pen.y -= 6;
  rule(pen);
  field(pen, 'Commodity', [note.commodity]);
  field(pen, 'Varieties', [note.varieties.join(', ')]);
  field(pen, 'Quantity', [`${note.quantity} MT (${loads} ${loads === 1 ? 'load' : 'loads'} of ${LOAD_TONNES} MT)`]);
  field(pen, 'Price', [formatPoundsPerTonne(note.price)]);
  field(pen, 'Price type', [`${PRICE_TYPE_LABELS[note.priceType]} (${note.priceType})`]);
  field(pen, 'Contract period', [`${contractPeriodText(note.contractPeriod)}, crop year ${note.contractPeriod.cropYear}`]);
  field(pen, 'Total value', [formatPounds(note.totalValue)]);
  pen.y -= 6;
  rule(pen);
  write(pen, TERMS, { size: 9, color: MUTED });

  return doc.save();
}
