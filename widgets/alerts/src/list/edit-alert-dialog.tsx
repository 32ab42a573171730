import { pricesQuery } from '@farm/area-crop-marketing';
import { type PriceAlert } from '@farm/area-alerts';
import { useQuery } from '@tanstack/react-query';
import { subjectOfAlert } from '../dialog/alert-subject';
import { PriceAlertDialog } from '../dialog/price-alert-dialog';

/**
 * The update dialog of a listed alert. The current price comes from the alert's price table, asked for as the
 * crop marketing page asks (and kept live by the market stream); until then, or if the row is gone, it shows none.
 */
export function EditAlertDialog({ reference, alert, onClose }: { reference: string; alert: PriceAlert; onClose: () => void }) {
  const prices = useQuery(
    pricesQuery(reference, { priceType: alert.priceType, farmAddressId: alert.farmAddressId, commodityExternalCdkId: alert.commodityExternalCdkId }),
  );
  const row = prices.data?.rows.find((r) => r.sellReference === alert.sellReference);
  return (
    <PriceAlertDialog reference={reference} subject={subjectOfAlert(alert, row?.priceCurrentYear ?? null)} alert={alert} preferences={[]} onClose={onClose} />
  );
}
