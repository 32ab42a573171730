import styled from '@emotion/styled';

/**
 * Paid is green and what is still owed red (spec 3 §4), always with its word; a fulfilled order green and an
 * unfulfilled one amber; order and contract statuses are neutral.
 */
const TONES = {
  paid: { color: '#1b6e3f', background: '#e1f1e7', border: '#1b6e3f' },
  owed: { color: '#a4241b', background: '#fbe9e7', border: '#a4241b' },
  waiting: { color: '#6d4300', background: '#fdf0d5', border: '#6d4300' },
  neutral: { color: '#3d4741', background: '#eceee9', border: '#c3cac1' },
} as const;
type Tone = keyof typeof TONES;

const OWED = new Set(['Due', 'Unpaid', 'Outstanding']);
const toneOf = (status: string): Tone =>
  status === 'Paid' || status === 'Fulfilled' ? 'paid' : OWED.has(status) ? 'owed' : status === 'Unfulfilled' ? 'waiting' : 'neutral';

const Chip = styled.span<{ tone: Tone }>`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ tone }) => TONES[tone].border};
  border-radius: 999px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  white-space: nowrap;
  color: ${({ tone }) => TONES[tone].color};
  background: ${({ tone }) => TONES[tone].background};
`;

export function StatusChip({ status }: { status: string }) {
  const tone = toneOf(status);
  return (
    <Chip tone={tone} data-tone={tone}>
      {status}
    </Chip>
  );
}
