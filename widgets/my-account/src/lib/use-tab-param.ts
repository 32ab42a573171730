import { useSearchParam } from '@farm/ui';
import { useState } from 'react';

/**
 * A tab remembered in the URL's query (?tab=…), so a reload or a shared link opens the same tab. An unknown
 * or hidden tab falls back to the first one offered.
 */
export function useTabParam<K extends string>(name: string, offered: readonly K[]): [K | undefined, (key: K) => void] {
  const fromUrl = useSearchParam(name);
  const [chosen, setChosen] = useState<string | null>(fromUrl);
  const wanted = chosen ?? fromUrl;
  const selected = offered.find((key) => key === wanted) ?? offered[0];
  const select = (key: K) => {
    setChosen(key);
    const url = new URL(window.location.href);
    url.searchParams.set(name, key);
    window.history.replaceState(window.history.state, '', url);
  };
  return [selected, select];
}
