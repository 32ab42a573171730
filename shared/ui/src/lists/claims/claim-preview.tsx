import styled from '@emotion/styled';
import { media, ruledTable } from '@farm/ui';
import { useId } from 'react';
import { missText, previewClaims, standardFor, type SampleClaim, type SampleResult } from '@farm/area-my-account';

const Box = styled.section`
  display: grid;
  min-width: 0;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  .estimate {
    color: ${({ theme }) => theme.colors.muted};
  }
  table {
    ${ruledTable('top')}
  }
  th,
  td {
    vertical-align: top;
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(4)};
  }
  .rejection {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
  }
  /* A phone stacks each sample's row: its reference, what missed, then the likely claim. */
  ${media.mobile} {
    thead {
      display: none;
    }
    tr,
    th,
    td {
      display: block;
    }
    td {
      border-top: none;
      padding-top: 0;
    }
  }
`;

const format = (value: number) => String(Math.round(value * 100) / 100);
const pounds = (value: number) => `£${value.toFixed(2)}`;

/** The likely claim in words: a rejection, a deduction in £ a tonne when the price is known, else the scale's terms. */
function claimText(claim: SampleClaim): string {
  if (claim.rejection) return 'Likely rejection';
  if (claim.deductionPerTonne !== null) return `Deduction of about ${pounds(claim.deductionPerTonne)}/t`;
  const parts = [
    claim.percentOfPrice ? `${format(claim.percentOfPrice)} % of the price` : '',
    claim.poundsPerTonne ? `${pounds(claim.poundsPerTonne)}/t` : '',
  ].filter(Boolean);
  return `Deduction of about ${parts.join(' + ')}`;
}

export interface ClaimPreviewProps {
  /** A parcel's target grade, or a sale contract's product (Feed Wheat...): the standard it names. */
  grade: string;
  samples: readonly { reference: string; results: readonly SampleResult[] }[];
  /** The contract price in £ a tonne, for a deduction in pounds; a parcel has none. */
  pricePerTonne?: number | null;
}

/**
 * The quality-claim preview (issue 15): each sample against the grade's standard specification, the results that
 * miss it and the likely deduction or rejection from the claim scale (claim-scale.ts). Says it is an estimate.
 * Renders nothing for a grade without a standard (None).
 */
export function ClaimPreview({ grade, samples, pricePerTonne = null }: ClaimPreviewProps) {
  const titleId = useId();
  const standard = standardFor(grade);
  if (!standard || samples.length === 0) return null;
  // The likeliest rejections first, then the biggest deductions.
  const claims = previewClaims(standard, samples, pricePerTonne)
    .filter((claim) => claim.misses.length > 0)
    .sort(
      (a, b) =>
        Number(b.rejection) - Number(a.rejection) ||
        (b.deductionPerTonne ?? b.percentOfPrice) - (a.deductionPerTonne ?? a.percentOfPrice) ||
        b.poundsPerTonne - a.poundsPerTonne,
    );
  return (
    <Box aria-labelledby={titleId}>
      <h3 id={titleId}>Quality claim preview: {standard.grade}</h3>
      <p className="estimate">
        This is an estimate, not a claim. It compares each sample with the {standard.grade} standard ({standard.source}). The buyer&apos;s own tests and your
        contract decide any claim.
      </p>
      {claims.length === 0 ? (
        <p>Every sample meets the {standard.grade} standard.</p>
      ) : (
        <>
          <p>
            {claims.length} of {samples.length} {samples.length === 1 ? 'sample misses' : 'samples miss'} the standard.
          </p>
          <table>
            <thead>
              <tr>
                <th scope="col">Sample</th>
                <th scope="col">Outside the standard</th>
                <th scope="col">Likely claim</th>
              </tr>
            </thead>
            <tbody>
              {claims.map((claim) => (
                <tr key={claim.reference}>
                  <th scope="row">{claim.reference}</th>
                  <td>
                    <ul>
                      {claim.misses.map((miss) => (
                        <li key={miss.reference}>{missText(miss)}</li>
                      ))}
                    </ul>
                  </td>
                  <td className={claim.rejection ? 'rejection' : undefined}>{claimText(claim)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </Box>
  );
}
