import type { CollectionAddress } from '@farm/area-crop-marketing';

/** Spec 2 §3: a collection address as one line of text: its name, lines and postcode. */
export function collectionAddressText(address: CollectionAddress): string {
  return [address.addressName, ...address.addressLines, address.postcode].filter(Boolean).join(', ');
}
