import { createContext, useContext } from 'react';
import type { EmbedRequestOptions } from '@farm/core';

const EmbedContext = createContext<EmbedRequestOptions>({});

/** Set by defineElement from the element's `partner-key` and `api-root` attributes. */
export const EmbedOptionsProvider = EmbedContext.Provider;

/** The calling element's partner key and API root, to pass to the public API operations (empty in the portal). */
export function useEmbedOptions(): EmbedRequestOptions {
  return useContext(EmbedContext);
}
