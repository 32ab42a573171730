import { cropMarketingMessages } from '@farm/area-crop-marketing';
import { paths } from '@farm/core';
import { OkDialog, RouteLink } from '@farm/ui';
import type { SaleStage } from './interrupted-sale';

/** What the crop marketing page says after a reload cut a sale short (see interrupted-sale.ts). */
export function InterruptedSaleDialog({ stage, onClose }: { stage: SaleStage | null; onClose: () => void }) {
  const sent = stage === 'submitting';
  return (
    <OkDialog open={stage !== null} title={sent ? cropMarketingMessages.saleUnconfirmedTitle : cropMarketingMessages.saleNotCompletedTitle} onClose={onClose}>
      <p>{sent ? cropMarketingMessages.saleUnconfirmed : cropMarketingMessages.saleNotCompleted}</p>
      {sent && (
        <p>
          <RouteLink path={paths.myAccount}>Open My Account</RouteLink>
        </p>
      )}
    </OkDialog>
  );
}
