import { changePriceDesk, priceDeskKey, priceDeskQuery, type PriceDesk, type PriceDeskChange } from '@farm/area-crop-marketing';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The price desk as the server has it, and its changes: each answers the whole desk, which replaces the cached one. */
export function usePriceDesk() {
  const client = useQueryClient();
  const desk = useQuery(priceDeskQuery());
  const change = useMutation({
    mutationFn: (what: PriceDeskChange) => changePriceDesk(what),
    onSuccess: (answer) => client.setQueryData<PriceDesk>(priceDeskKey, answer),
  });
  return { desk, change };
}
export type PriceDeskChanger = ReturnType<typeof usePriceDesk>['change'];
