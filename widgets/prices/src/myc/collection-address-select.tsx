import styled from '@emotion/styled';
import { ADDRESS_MAX_CHARS, cropMarketingMessages, type CollectionAddress } from '@farm/area-crop-marketing';
import { Button, Dialog, mediaQueries, SelectField, useMediaQuery } from '@farm/ui';
import { useState } from 'react';
import { collectionAddressText } from '../lib/collection-address-text';
import { truncate } from '../lib/truncate';

export interface CollectionAddressSelectProps {
  addresses: CollectionAddress[];
  selected: CollectionAddress;
  onChange: (addressNumber: number) => void;
}

const Field = styled.div`
  min-width: 0;
  select {
    width: 100%;
  }
`;

/**
 * The collection address the prices are for (spec 2 §2, §4): each address on one line, cut to 32 characters
 * on a phone and 48 otherwise. Choosing another asks first, since the price may change; OK applies it.
 */
export function CollectionAddressSelect({ addresses, selected, onChange }: CollectionAddressSelectProps) {
  const phone = useMediaQuery(mediaQueries.mobile);
  const max = phone ? ADDRESS_MAX_CHARS.mobile : ADDRESS_MAX_CHARS.desktop;
  const [pending, setPending] = useState<number | null>(null);
  const confirm = () => {
    if (pending !== null) onChange(pending);
    setPending(null);
  };
  return (
    <Field>
      <SelectField
        label="Collection address"
        value={String(pending ?? selected.addressNumber)}
        title={collectionAddressText(selected)}
        onChange={(event) => {
          const chosen = Number(event.target.value);
          if (chosen !== selected.addressNumber) setPending(chosen);
        }}
      >
        {addresses.map((address) => (
          <option key={address.addressNumber} value={address.addressNumber} title={collectionAddressText(address)}>
            {truncate(collectionAddressText(address), max)}
          </option>
        ))}
      </SelectField>
      <Dialog
        open={pending !== null}
        title="Change collection address"
        onClose={() => setPending(null)}
        actions={
          <>
            <Button type="button" variant="secondary" onClick={() => setPending(null)}>
              Cancel
            </Button>
            <Button type="button" onClick={confirm}>
              OK
            </Button>
          </>
        }
      >
        <p>{cropMarketingMessages.addressConfirm}</p>
      </Dialog>
    </Field>
  );
}
