import { paths } from '@farm/core';

export type SamplesScreen = 'samples' | 'parcels' | 'createParcel' | 'editParcel' | 'viewSamples';

/**
 * Which screen a path shows (spec 3 §2): the grain sampling page on its Grain Samples or Parcels tab (?viewParcels,
 * where 'Return to parcels' lands), the parcel wizard, or the older View samples page, which a phone always gets in
 * place of the grain sampling page.
 */
export function samplesScreenFor(pathname: string, search: string, mobile: boolean): SamplesScreen {
  const path = pathname.replace(/\/+$/, '');
  if (path === paths.createParcel) return 'createParcel';
  if (path === paths.editParcel) return 'editParcel';
  if (path === paths.grainSampling && new URLSearchParams(search).has('viewParcels')) return 'parcels';
  if (path === paths.grainSamples || mobile) return 'viewSamples';
  return 'samples';
}
