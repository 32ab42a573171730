import { csvFileName, type ListQuery, type MyAccountListName } from '@farm/area-my-account';
import { Button } from '@farm/ui';
import { useCsvDownload } from './use-csv-download';

export interface CsvButtonProps<L extends MyAccountListName> {
  reference: string;
  list: L;
  /** The tab's label, which names the file. */
  tabLabel: string;
  query: ListQuery<L>;
  /** Disabled while the list loads or has no rows (spec 3 §4). */
  disabled: boolean;
}

/** Export to CSV: every row of the current query, as '<tab> - <from> - <to>.csv' (spec 3 §7). */
export function CsvButton<L extends MyAccountListName>({ reference, list, tabLabel, query, disabled }: CsvButtonProps<L>) {
  const { download, downloading } = useCsvDownload();
  const fileName = csvFileName(tabLabel, query.dateFrom, query.dateTo);
  return (
    <Button type="button" variant="secondary" disabled={disabled || downloading} onClick={() => void download(reference, list, query, fileName)}>
      Export to CSV
    </Button>
  );
}
