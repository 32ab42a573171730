// Formatting shared by every part of the bench: sizes, durations, medians and plain-text tables.
export const KB = 1024;

export const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
export const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
export const percent = (ratio) => `${(ratio * 100).toFixed(1)} %`;

/** The middle value (the mean of the middle two for an even count); undefined for none. */
export function median(values) {
  const sorted = values.filter((value) => value !== undefined).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Prints rows (arrays of cells) under a header, each column as wide as its widest cell; `right` columns align
 * right. `markdown` prints a Markdown table, ready for docs/performance.md.
 */
export function printTable(header, rows, { right = [], markdown = false } = {}) {
  const cells = [header, ...rows].map((row) => row.map((cell) => String(cell ?? '')));
  const widths = header.map((_, column) => Math.max(3, ...cells.map((row) => row[column].length)));
  const [gap, edge] = markdown ? [' | ', '| '] : ['  ', ''];
  const line = (row) =>
    `${edge}${row
      .map((cell, column) => (right.includes(column) ? cell.padStart(widths[column]) : cell.padEnd(widths[column])))
      .join(gap)}${markdown ? ' |' : ''}`.trimEnd();
  console.log(line(cells[0]));
  console.log(line(widths.map((width, column) => (markdown && right.includes(column) ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width)))));
  for (const row of cells.slice(1)) console.log(line(row));
}
