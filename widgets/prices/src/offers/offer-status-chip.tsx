import styled from '@emotion/styled';
import type { StandingOfferStatus } from '@farm/area-alerts';

/** Open is live, Filled made a contract; Expired and Cancelled are done and say so quietly. */
const TONES: Record<StandingOfferStatus, { color: string; background: string }> = {
  Open: { color: '#1f5a85', background: '#e3eef7' },
  Filled: { color: '#1b6e3f', background: '#e1f1e7' },
  Expired: { color: '#56615a', background: '#eceee9' },
  Cancelled: { color: '#56615a', background: '#eceee9' },
};

const Chip = styled.span<{ status: StandingOfferStatus }>`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: 999px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  color: ${({ status }) => TONES[status].color};
  background: ${({ status }) => TONES[status].background};
`;

export function OfferStatusChip({ status }: { status: StandingOfferStatus }) {
  return (
    <Chip status={status} data-status={status}>
      {status}
    </Chip>
  );
}
