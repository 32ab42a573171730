import { SAMPLE_CALL_TIMEOUT_MS } from '../../domain/my-account-constants';
import type { Parcel, ParcelInput, SampleDetail, SampleFilters } from '../../domain/samples';
import { ApiError } from '@farm/core';
import { apiRequest, apiRequestWithVersion } from '@farm/core';
import { accountPath } from '@farm/core';

const samplesKey = (accountReference: string) => ['account', accountReference, 'samples'] as const;
const parcelsPath = (accountReference: string) => `${accountPath(accountReference)}/grain-sample/parcels`;

/** GET /accounts/{id}/sample/filters: the commodities, varieties and localities of the account's samples. */
export const sampleFiltersQuery = (accountReference: string) => ({
  queryKey: [...samplesKey(accountReference), 'filters'] as const,
  queryFn: () => apiRequest<SampleFilters>(`${accountPath(accountReference)}/sample/filters`, { timeoutMs: SAMPLE_CALL_TIMEOUT_MS }),
});

/** GET /accounts/{id}/samples/{sampleId}: one sample with its results and the print view's fields. */
export const sampleDetailQuery = (accountReference: string, sampleId: string) => ({
  queryKey: [...samplesKey(accountReference), 'sample', sampleId] as const,
  queryFn: () => apiRequest<SampleDetail>(`${accountPath(accountReference)}/samples/${encodeURIComponent(sampleId)}`, { timeoutMs: SAMPLE_CALL_TIMEOUT_MS }),
});

/** The account's parcels and the version they were read at; a version of null means none were ever saved. */
export interface ParcelList {
  parcels: Parcel[];
  etag: string | null;
}

/** The key of the parcels list, which a save writes its answer into. */
export const parcelsKey = (accountReference: string) => [...samplesKey(accountReference), 'parcels'] as const;

/** GET /accounts/{id}/grain-sample/parcels; §7: a 404 (no parcels ever saved) is an empty list. */
export const parcelsQuery = (accountReference: string) => ({
  queryKey: parcelsKey(accountReference),
  queryFn: async (): Promise<ParcelList> => {
    try {
      const { data, etag } = await apiRequestWithVersion<{ parcels: Parcel[] }>(parcelsPath(accountReference), { timeoutMs: SAMPLE_CALL_TIMEOUT_MS });
      return { parcels: data.parcels, etag };
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return { parcels: [], etag: null };
      throw error;
    }
  },
});

/**
 * Saves the whole list (§7): POST when the account has none yet, else PUT with If-Match naming the version read,
 * so a save made over someone else's change gets 412 and writes nothing. Answers the list as saved, and its version.
 */
export async function saveParcels(accountReference: string, parcels: ParcelInput[], etag: string | null): Promise<ParcelList> {
  const { data, etag: saved } = await apiRequestWithVersion<{ parcels: Parcel[] }>(parcelsPath(accountReference), {
    method: etag === null ? 'POST' : 'PUT',
    body: { parcels },
    headers: etag === null ? undefined : { 'If-Match': etag },
    timeoutMs: SAMPLE_CALL_TIMEOUT_MS,
  });
  return { parcels: data.parcels, etag: saved };
}
