import { downloadListCsv, myAccountMessages, toast, type ListQuery, type MyAccountListName } from '@farm/core';
import { useState } from 'react';

// PLACEHOLDER until @farm/ui's useCsvDownload lands (built by another helper at the same time): the same
// signature and toasts, so switching is one import.

export function useCsvDownload() {
  const [downloading, setDownloading] = useState(false);
  async function download<L extends MyAccountListName>(reference: string, list: L, query: ListQuery<L>, fileName: string): Promise<void> {
    setDownloading(true);
    toast(myAccountMessages.downloading(fileName), 'info');
    try {
      const blob = await downloadListCsv(reference, list, query);
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = fileName;
      link.click();
      URL.revokeObjectURL(link.href);
    } catch {
      toast(myAccountMessages.downloadFailed(fileName), 'error');
    } finally {
      setDownloading(false);
    }
  }
  return { download, downloading };
}
