import { downloadListCsv, myAccountMessages, TOAST_MS, type MyAccountListName } from '@farm/area-my-account';
import { toast } from '@farm/core';
import { useCallback, useState } from 'react';
import { saveBlob } from '@farm/ui';

type ListQueryOf<L extends MyAccountListName> = Parameters<typeof downloadListCsv<L>>[2];

export interface CsvDownload {
  /** Fetches every row of `query` (page and perPage left out) as CSV and saves it as `fileName`. */
  download: <L extends MyAccountListName>(reference: string, list: L, query: ListQueryOf<L>, fileName: string) => Promise<void>;
  /** True while a download is under way, so the button can be disabled (spec 3 §4). */
  downloading: boolean;
}

/**
 * A My Account list's CSV export with the spec's toasts: 'Downloading <name>' while it is fetched and 'Failed to
 * download <name>' when it fails (spec 3 §8), each for TOAST_MS. A failure is told by the toast, never thrown.
 */
export function useCsvDownload(): CsvDownload {
  const [pending, setPending] = useState(0);
  const download = useCallback(async <L extends MyAccountListName>(reference: string, list: L, query: ListQueryOf<L>, fileName: string) => {
    setPending((n) => n + 1);
    toast(myAccountMessages.downloading(fileName), 'info', TOAST_MS);
    try {
      saveBlob(await downloadListCsv(reference, list, query), fileName);
    } catch {
      toast(myAccountMessages.downloadFailed(fileName), 'error', TOAST_MS);
    } finally {
      setPending((n) => n - 1);
    }
  }, []);
  return { download, downloading: pending > 0 };
}
