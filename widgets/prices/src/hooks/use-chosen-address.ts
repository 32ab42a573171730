import type { CollectionAddress } from '@farm/area-crop-marketing';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * The collection address chosen on the prices page, kept in the page's query cache under the business: the
 * dashboard's panel and the prices page show the same address, and a business switch (which empties the cache)
 * forgets it with the rest of that business's data.
 */
const chosenAddressKey = (reference: string) => ['account', reference, 'chosen-collection-address'] as const;

/** The address whose prices show (the chosen one while the account still has it, else its first) and a way to choose. */
export function useChosenAddress(reference: string, addresses: readonly CollectionAddress[] | undefined) {
  const client = useQueryClient();
  const { data: chosen } = useQuery({
    queryKey: chosenAddressKey(reference),
    // Nothing to fetch: the cache holds what was chosen, and nothing until then.
    queryFn: () => null as number | null,
    gcTime: Infinity,
  });
  const address = addresses?.find((a) => a.addressNumber === chosen) ?? addresses?.[0];
  const choose = useCallback((addressNumber: number) => client.setQueryData(chosenAddressKey(reference), addressNumber), [client, reference]);
  return { address, choose };
}
