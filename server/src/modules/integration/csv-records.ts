import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';

/** Puts `value` at a dotted path (`splits.0.percent`): a numeric step makes an array. */
function setPath(target: Record<string, unknown>, path: string, value: string): void {
  const steps = path.split('.');
  let node: Record<string, unknown> = target;
  steps.forEach((step, index) => {
    if (index === steps.length - 1) {
      node[step] = value;
      return;
    }
    node[step] ??= /^\d+$/.test(steps[index + 1]!) ? [] : {};
    node = node[step] as Record<string, unknown>;
  });
}

/**
 * The records of a CSV file with a header row, one a row, as the batch's NDJSON lines: `kind`, `externalId` and
 * `version` columns, and the record's data in the others, nested by dotted names (`splits.0.accountReference`). An
 * empty cell is left out. Cells stay text; the record's schema reads numbers from numerals.
 */
export async function* csvRecords(input: Readable): AsyncGenerator<string> {
  const rows = input.pipe(parse({ columns: true, skip_empty_lines: true, trim: true, bom: true }));
  for await (const row of rows as AsyncIterable<Record<string, string>>) {
    const { kind, externalId, version, ...cells } = row;
    const data: Record<string, unknown> = {};
    for (const [column, value] of Object.entries(cells)) if (value !== '') setPath(data, column, value);
    yield JSON.stringify({ kind, externalId, version, data });
  }
}
