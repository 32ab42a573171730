import { cachedRequest, clientConfig, errorMessageFor, getLegalPage, type LegalPage, type LegalSlug } from '@farm/core';
import { useEffect, useState } from 'react';

export type LegalPageState = { status: 'loading' } | { status: 'loaded'; page: LegalPage } | { status: 'failed'; message: string };

/** Loads a legal page from the content service; a repeat visit reuses the loaded page. */
export function useLegalPage(slug: LegalSlug): LegalPageState {
  const [state, setState] = useState<LegalPageState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    cachedRequest(`content/legal/${slug}`, () => getLegalPage(slug)).then(
      (page) => live && setState({ status: 'loaded', page }),
      (error: unknown) => live && setState({ status: 'failed', message: errorMessageFor(error, clientConfig().support) }),
    );
    return () => {
      live = false;
    };
  }, [slug]);
  return state;
}
