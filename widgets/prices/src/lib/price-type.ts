import type { PricePreference } from '@farm/area-crop-marketing';
import type { PriceType } from '@farm/core';

/**
 * The account's price type from its preferences: priceTypeDefault ('Ex-farm prices') 'Yes' is XFM, ex-farm;
 * 'No' is XFH, ex-farm with the option to haul. XFM until the preferences say otherwise.
 */
export function priceTypeOf(preferences: readonly PricePreference[] | undefined): PriceType {
  return preferences?.find((p) => p.key === 'priceTypeDefault')?.currentValue === 'No' ? 'XFH' : 'XFM';
}

/** Spec 2 §4: the changed-settings notice shows when any preference differs from its default. */
export function preferencesChanged(preferences: readonly PricePreference[] | undefined): boolean {
  return !!preferences?.some((p) => p.currentValue !== p.defaultValue);
}
