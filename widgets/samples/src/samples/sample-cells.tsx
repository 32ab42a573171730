import styled from '@emotion/styled';
import { SAMPLE_LIMITS, type SampleResult } from '@farm/area-my-account';
import { LinkButton, WrappedList } from '@farm/ui';
import { formatResult } from '../lib/result-format';

const SampleLinkButton = styled(LinkButton)`
  white-space: nowrap;
`;

/** A sample reference that opens the sample's details (spec 3 §2). */
export function SampleLink({ reference, onOpen }: { reference: string; onOpen: () => void }) {
  return (
    <SampleLinkButton type="button" aria-haspopup="dialog" aria-label={`Details of sample ${reference}`} onClick={onOpen}>
      {reference}
    </SampleLinkButton>
  );
}

const CompareLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: 32px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
  cursor: pointer;
  input {
    flex: none;
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
    cursor: inherit;
  }
  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export interface CompareCheckboxProps {
  reference: string;
  checked: boolean;
  disabled: boolean;
  onToggle: () => void;
}

/** 'Select to compare' (spec 3 §2), one a sample; its accessible name also says which sample. */
export function CompareCheckbox({ reference, checked, disabled, onToggle }: CompareCheckboxProps) {
  return (
    <CompareLabel data-disabled={disabled || undefined}>
      <input type="checkbox" aria-label={`Select to compare ${reference}`} checked={checked} disabled={disabled} onChange={onToggle} />
      <span>Select to compare</span>
    </CompareLabel>
  );
}

const KeyList = styled(WrappedList)`
  gap: 0 ${({ theme }) => theme.space(3)};
  li {
    white-space: nowrap;
  }
  abbr {
    color: ${({ theme }) => theme.colors.muted};
    text-decoration: none;
  }
`;

/** Up to 7 of a sample's results (§9), compactly: 'MOI 14.2%  KG 76.5 kg/hl …'. */
export function KeyResults({ results }: { results: readonly SampleResult[] }) {
  return (
    <KeyList>
      {results.slice(0, SAMPLE_LIMITS.cardResults).map((result) => (
        <li key={result.reference}>
          <abbr title={result.name}>{result.reference}</abbr> {formatResult(result.result, result.unit)}
        </li>
      ))}
    </KeyList>
  );
}
