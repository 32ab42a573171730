import { accountPricesKey } from '@farm/area-crop-marketing';
import {
  alertHistoryKey,
  createPriceAlert,
  deletePriceAlert,
  priceAlertsKey,
  updatePriceAlert,
  type PriceAlertCreateParsed,
  type PriceAlertUpdateParsed,
} from '@farm/area-alerts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * After any change to an account's alerts, the list and the price tables are asked again: a row's bell shows
 * active from the price row's `triggerId`, which the server sets.
 */
function useAlertsChanged(reference: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: priceAlertsKey(reference) }),
      client.invalidateQueries({ queryKey: alertHistoryKey(reference) }),
      client.invalidateQueries({ queryKey: accountPricesKey(reference) }),
    ]);
}

export function useSaveAlert(reference: string, triggerId: string | null) {
  const changed = useAlertsChanged(reference);
  return useMutation({
    mutationFn: (alert: PriceAlertCreateParsed | PriceAlertUpdateParsed) =>
      triggerId ? updatePriceAlert(reference, triggerId, alert) : createPriceAlert(reference, alert as PriceAlertCreateParsed),
    onSuccess: changed,
  });
}

export function useDeleteAlert(reference: string) {
  const changed = useAlertsChanged(reference);
  return useMutation({ mutationFn: (triggerId: string) => deletePriceAlert(reference, triggerId), onSuccess: changed });
}
