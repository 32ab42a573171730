import type { ListRow, MyAccountListName } from '@farm/area-my-account/domain';
import { stringify } from 'csv-stringify';
import { Readable, pipeline } from 'node:stream';
import type { CsvColumn } from './list-definition';

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab or carriage return first) is written with a leading
 * apostrophe, so an exported reference or description can never execute when the file is opened. Only text is
 * guarded: a negative amount stays a number.
 */
const neutraliseFormula = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** The rows, batch by batch, as a CSV stream with its header row; a byte order mark lets Excel read '£' right. */
export function csvStream<L extends MyAccountListName>(
  columns: CsvColumn<L>[],
  batches: AsyncIterable<ListRow<L>[]>,
  onError: (error: Error) => void,
): Readable {
  async function* records() {
    yield columns.map((column) => column.header);
    for await (const batch of batches) for (const row of batch) yield columns.map((column) => column.value(row));
  }
  const csv = stringify({ bom: true, cast: { string: neutraliseFormula } });
  // A failure half way (the database gone) ends the download cut short rather than as a file that looks complete.
  pipeline(Readable.from(records()), csv, (error) => error && onError(error));
  return csv;
}
