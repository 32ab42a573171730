/**
 * A sale the page was reloaded (or closed) in the middle of. The sell dialog writes how far it got into the tab's
 * session storage and takes it out whenever it closes; a reload never closes it, so after one the crop marketing
 * page finds the mark and tells the farmer what happened to their sale.
 * - 'confirming': the price was held and counting down, nothing sent: nothing was sold.
 * - 'submitting': the sale was sent and its answer never arrived: it may have been made.
 */
export type SaleStage = 'confirming' | 'submitting';

const key = (reference: string) => `myfarm.saleInProgress.${reference}`;

export function markSaleInProgress(reference: string, stage: SaleStage): void {
  try {
    sessionStorage.setItem(key(reference), stage);
  } catch {
    // Storage refused (a partner page's sandbox, private modes): no notice after a reload, the sale is unaffected.
  }
}

export function clearSaleInProgress(reference: string): void {
  try {
    sessionStorage.removeItem(key(reference));
  } catch {
    // As above.
  }
}

/** The stage a sale of this business was left at by a reload, taken out so it is told once; null when none. */
export function takeInterruptedSale(reference: string): SaleStage | null {
  try {
    const stage = sessionStorage.getItem(key(reference));
    sessionStorage.removeItem(key(reference));
    return stage === 'confirming' || stage === 'submitting' ? stage : null;
  } catch {
    return null;
  }
}
