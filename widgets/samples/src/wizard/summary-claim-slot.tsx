import type { SampleResult } from '@farm/core';

export interface SummaryClaimSlotProps {
  /** The parcel's target grade; the slot is shown only for a grade other than None. */
  grade: string;
  samples: { reference: string; results: SampleResult[] }[];
}

/**
 * Where the parcel summary shows the quality-claim preview of issue 15 (`ClaimPreview` of @farm/ui/lists, built
 * by another engineer) for the parcel's target grade. It renders nothing until the lead wires ClaimPreview in.
 */
export function SummaryClaimSlot(_props: SummaryClaimSlotProps) {
  return null;
}
