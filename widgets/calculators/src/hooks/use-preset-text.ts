import { useEffect, useState } from 'react';
import { isNumericText } from '../formulas/numbers';

/** A numeric preset from an attribute, or the fallback when it is missing or not a number. */
export function presetOrFallback(preset: string | number | undefined, fallback: string): string {
  if (preset === undefined || preset === null) return fallback;
  const text = String(preset).trim();
  return text !== '' && isNumericText(text) ? text : fallback;
}

/**
 * A field's text, first from its preset (an element attribute) and again whenever the host page changes that
 * attribute; in between, the user's typing wins.
 */
export function usePresetText(preset: string | number | undefined, fallback: string): [string, (text: string) => void] {
  const [text, setText] = useState(() => presetOrFallback(preset, fallback));
  useEffect(() => {
    if (preset !== undefined && preset !== null) setText(presetOrFallback(preset, fallback));
    // Only a changed preset resets the field; a changed fallback (another crop) is handled by the caller.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [preset]);
  return [text, setText];
}
