import { ApiError } from '@farm/core';
import { myAccountMessages, sampleDetailQuery, type SampleDetail } from '@farm/area-my-account';
import { Loader } from '@farm/ui';
import { problemText } from '@farm/ui/lists';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { SampleFacts } from './sample-facts';
import { SampleResultsTable } from './sample-results-table';

/** One sample's detail from the server (§7 Sample detail), shared by its dialog, its print view and any panel. */
export const useSampleDetail = (reference: string, sampleId: string) => useQuery(sampleDetailQuery(reference, sampleId));

/** §8: a sample the server does not know (or not on this account) says 'No data found'; any other failure its own text. */
export const detailProblem = (error: unknown) => (error instanceof ApiError && error.status === 404 ? myAccountMessages.sampleNotFound : problemText(error));

/** A loaded sample's facts and every result, or why it could not be loaded. */
function SampleDetailBody({ detail }: { detail: UseQueryResult<SampleDetail> }) {
  if (detail.isPending) return <Loader label="Loading the sample…" />;
  if (detail.isError) return <p role="alert">{detailProblem(detail.error)}</p>;
  return (
    <>
      <SampleFacts sample={detail.data} />
      <SampleResultsTable caption={`Results of ${detail.data.reference}`} results={detail.data.results} />
    </>
  );
}

/** A sample's detail: in its dialog, or as a panel (e.g. under a row of the parcel wizard's sample table). */
export function SampleDetailPanel({ reference, sampleId }: { reference: string; sampleId: string }) {
  return <SampleDetailBody detail={useSampleDetail(reference, sampleId)} />;
}
