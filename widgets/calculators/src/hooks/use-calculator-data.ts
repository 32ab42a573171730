import { getLimusProducts, getWheatNitrogenGuideline, type LimusProduct } from '@farm/core';
import { useCallback, useEffect, useState } from 'react';

export type LoadStatus = 'loading' | 'ready' | 'error';

/** The Limus products from the content service (public: works in an embed with no sign-in). */
export function useLimusProducts(apiRoot: string | undefined) {
  const [state, setState] = useState<{ status: LoadStatus; products: LimusProduct[] }>({ status: 'loading', products: [] });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState((current) => ({ ...current, status: 'loading' }));
    getLimusProducts({ apiRoot: apiRoot || undefined }).then(
      (products) => live && setState({ status: 'ready', products }),
      () => live && setState({ status: 'error', products: [] }),
    );
    return () => {
      live = false;
    };
  }, [apiRoot, attempt]);
  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { ...state, retry };
}

/** The guideline figure the Nmax guide starts from; undefined while loading or when it could not be loaded. */
export function useGuidelineFigure(apiRoot: string | undefined) {
  const [state, setState] = useState<{ status: LoadStatus; figure: number | undefined }>({ status: 'loading', figure: undefined });
  useEffect(() => {
    let live = true;
    getWheatNitrogenGuideline({ apiRoot: apiRoot || undefined }).then(
      ({ guidelinefig }) => live && setState({ status: 'ready', figure: guidelinefig }),
      () => live && setState({ status: 'error', figure: undefined }),
    );
    return () => {
      live = false;
    };
  }, [apiRoot]);
  return state;
}
