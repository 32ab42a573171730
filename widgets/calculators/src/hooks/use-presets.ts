import { isNumericText } from '@farm/area-calculators';
import { useEffect, useEffectEvent, useRef } from 'react';

type Presets<Field extends string> = Partial<Record<Field, string | number | undefined>>;

/** A numeric preset from an attribute, or the fallback when it is missing or not a number. */
export function presetOrFallback(preset: string | number | undefined, fallback: string): string {
  if (preset === undefined || preset === null) return fallback;
  const text = String(preset).trim();
  return text !== '' && isNumericText(text) ? text : fallback;
}

/**
 * Element attributes into a form: `apply` puts each attribute's value into its field at first and again whenever
 * the host page changes that attribute; in between, the user's typing wins. A missing attribute applies nothing.
 */
export function usePresets<Field extends string>(presets: Presets<Field>, apply: (field: Field, preset: string) => void): void {
  const applied = useRef<Presets<Field>>({});
  const applyChanged = useEffectEvent(() => {
    for (const field of Object.keys(presets) as Field[]) {
      const preset = presets[field];
      const text = preset === undefined || preset === null ? undefined : String(preset);
      if (text === applied.current[field]) continue;
      applied.current[field] = text;
      if (text !== undefined) apply(field, text);
    }
  });
  // Attributes are strings, so their text says when one has changed.
  const key = JSON.stringify(presets);
  useEffect(() => applyChanged(), [key]);
}
