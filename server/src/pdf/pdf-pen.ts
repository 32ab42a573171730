import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { merchant } from './merchant';

// A4 in points, with 56 pt (about 2 cm) margins.
const PAGE = { width: 595.28, height: 841.89, margin: 56 };
const INK = rgb(0.13, 0.13, 0.13);
export const MUTED = rgb(0.4, 0.4, 0.4);
const LABEL_WIDTH = 150;

/** Where the next line goes on the current page, and the fonts to write it in. */
export interface Pen {
  doc: PDFDocument;
  page: PDFPage;
  regular: PDFFont;
  bold: PDFFont;
  y: number;
}

/** A new A4 document of the supplier, dated by its own data (not by when the file is written) so it is stable. */
export async function startDocument(meta: { title: string; subject: string; date: Date }): Promise<Pen> {
  const doc = await PDFDocument.create();
  doc.setTitle(meta.title);
  doc.setAuthor(merchant.name);
  doc.setSubject(meta.subject);
  doc.setCreator('MyFarm');
  doc.setCreationDate(meta.date);
  doc.setModificationDate(meta.date);
  return {
    doc,
    page: doc.addPage([PAGE.width, PAGE.height]),
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    y: PAGE.height - PAGE.margin,
  };
}

/**
 * The standard PDF fonts need no font file (so the server bundles nothing) but only write WinAnsi characters;
 * a name in another script prints with '?' for what they cannot show rather than failing the document.
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

/** Starts a new page when fewer than `needed` points are left above the bottom margin. */
function ensureRoom(pen: Pen, needed: number): void {
  if (pen.y - needed >= PAGE.margin) return;
  pen.page = pen.doc.addPage([PAGE.width, PAGE.height]);
  pen.y = PAGE.height - PAGE.margin;
}

interface WriteOptions {
  size?: number;
  bold?: boolean;
  color?: typeof INK;
  x?: number;
  width?: number;
}

export function write(pen: Pen, text: string, options: WriteOptions = {}): void {
  const font = options.bold ? pen.bold : pen.regular;
  const size = options.size ?? 11;
  const x = options.x ?? PAGE.margin;
  for (const line of wrap(font, printable(font, text), size, options.width ?? PAGE.width - x - PAGE.margin)) {
    ensureRoom(pen, size);
    pen.page.drawText(line, { x, y: pen.y, size, font, color: options.color ?? INK });
    pen.y -= size * 1.45;
  }
}

/** A label in the left column and its value (one or more lines) beside it. */
export function field(pen: Pen, label: string, values: string[]): void {
  ensureRoom(pen, 16 * Math.max(1, values.length));
  const top = pen.y;
  // A long label wraps within its column rather than running into the value.
  write(pen, label, { bold: true, width: LABEL_WIDTH - 8 });
  const afterLabel = pen.y;
  pen.y = top;
  for (const value of values) write(pen, value, { x: PAGE.margin + LABEL_WIDTH });
  pen.y = Math.min(pen.y, afterLabel) - 4;
}

export function rule(pen: Pen): void {
  ensureRoom(pen, 14);
  pen.page.drawLine({
    start: { x: PAGE.margin, y: pen.y + 6 },
    end: { x: PAGE.width - PAGE.margin, y: pen.y + 6 },
    thickness: 0.75,
    color: MUTED,
  });
  pen.y -= 14;
}

/**
 * A table of text cells; columns share the width by their weights, numbers are right-aligned, and a cell too
 * long for its column wraps within it (a row is as tall as its tallest cell), so no text runs into the next.
 */
export function table(pen: Pen, columns: { label: string; weight: number; numeric?: boolean }[], rows: string[][]): void {
  const size = 9;
  const lineHeight = size * 1.3;
  const total = columns.reduce((sum, column) => sum + column.weight, 0);
  const width = PAGE.width - 2 * PAGE.margin;
  const cell = (texts: string[], bold: boolean) => {
    const font = bold ? pen.bold : pen.regular;
    const widths = columns.map((column) => (column.weight / total) * width);
    const wrapped = columns.map((_, index) => wrap(font, printable(font, texts[index] ?? ''), size, widths[index]! - 6));
    const height = Math.max(1, ...wrapped.map((lines) => lines.length));
    ensureRoom(pen, lineHeight * height + size);
    let x = PAGE.margin;
    columns.forEach((column, index) => {
      wrapped[index]!.forEach((text, line) => {
        const left = column.numeric ? x + widths[index]! - font.widthOfTextAtSize(text, size) - 4 : x;
        pen.page.drawText(text, { x: left, y: pen.y - line * lineHeight, size, font, color: INK });
      });
      x += widths[index]!;
    });
    pen.y -= lineHeight * (height - 1) + size * 1.7;
  };
  cell(
    columns.map((column) => column.label),
    true,
  );
  rule(pen);
  for (const row of rows) cell(row, false);
}

/** Blocks side by side across the page (a document's two parties), each a bold label over its lines. */
export function sideBySide(pen: Pen, blocks: [label: string, lines: string[]][]): void {
  const size = 10;
  const width = (PAGE.width - 2 * PAGE.margin) / blocks.length;
  ensureRoom(pen, size * 1.45 * (1 + Math.max(...blocks.map(([, lines]) => lines.length))));
  const top = pen.y;
  let lowest = top;
  blocks.forEach(([label, lines], index) => {
    pen.y = top;
    const x = PAGE.margin + index * width;
    write(pen, label, { bold: true, size, x, width: width - 12 });
    for (const line of lines) write(pen, line, { size, x, width: width - 12 });
    lowest = Math.min(lowest, pen.y);
  });
  pen.y = lowest - 4;
}
