import { TERMS_VERSION } from '../domain/content-constants';
import { type AcceptTermsBody } from '../domain/content-pages';
import { apiRequest } from '@farm/core';

/** PUT /myuser/terms (spec 1 §7): body data (accept terms, version 1). */
export async function acceptTerms(): Promise<void> {
  const body: AcceptTermsBody = { data: { acceptTerms: true, version: TERMS_VERSION } };
  await apiRequest('/myuser/terms', { method: 'PUT', body });
}
