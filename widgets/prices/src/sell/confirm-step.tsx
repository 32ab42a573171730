import styled from '@emotion/styled';
import { Facts } from '@farm/ui';
import { cropMarketingMessages, LOAD_TONNES, QUOTE_SECONDS, type Commodity, type Variety, contractPeriodText } from '@farm/area-crop-marketing';
import { formatPounds, paths, type PriceRow } from '@farm/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { formatCountdown, useCountdown } from './use-countdown';
import type { HeldQuote } from './use-sale-quote';
import { CheckRow, Hint } from './sell-form-styles';

export interface ConfirmStepProps {
  commodity: Commodity;
  row: PriceRow;
  varieties: Variety[];
  loads: number;
  held: HeldQuote | null;
  refreshing: boolean;
  /** Called when the held price runs out: the price is asked for again. */
  onExpire: () => void;
  terms: UseFormRegisterReturn<'termsAccepted'>;
  /** A failed sale that is not a server failure (the connection), said here so it can be tried again. */
  problem: string | undefined;
}

/** The sale's facts; a price that moved since the quote shows its label in red. */
const Summary = styled(Facts)`
  grid-template-columns: max-content minmax(0, 1fr);
  dt[data-changed='true'] {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
  }
`;

const Timer = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
  strong {
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** Spec 2 §9: when an 'as available' sale is collected, said before the terms are accepted. */
const AsAvailableNotice = styled(Hint)`
  margin: 0 0 ${({ theme }) => theme.space(3)};
`;

/** Step 3, Confirm: the server's price, held for 2:00 and asked for again when that runs out, and the terms (spec 2 §4). */
export function ConfirmStep({ commodity, row, varieties, loads, held, refreshing, onExpire, terms, problem }: ConfirmStepProps) {
  const remaining = useCountdown(held && !refreshing ? held.receivedAt : null, QUOTE_SECONDS, onExpire);
  const tonnes = loads * LOAD_TONNES;
  const price = held?.quote.salePrice;
  return (
    <>
      <Summary>
        <dt>Commodity</dt>
        <dd>{commodity.name}</dd>
        <dt>Contract period</dt>
        <dd>{contractPeriodText(row.contractPeriod)}</dd>
        <dt>Varieties</dt>
        <dd>{varieties.map((v) => v.varietyDescription).join(', ')}</dd>
        <dt>Amount</dt>
        <dd>
          {loads} {loads === 1 ? 'load' : 'loads'} ({tonnes} MT)
        </dd>
        <dt data-changed={!!held?.changed}>{held?.changed ? cropMarketingMessages.priceChanged : cropMarketingMessages.salePrice}</dt>
        <dd data-testid="sale-price">{price === undefined ? '–' : price.toFixed(2)}</dd>
        <dt>Sale value</dt>
        <dd>{price === undefined ? '–' : formatPounds(price * tonnes)}</dd>
      </Summary>
      {row.asAvailable && <AsAvailableNotice data-testid="as-available-notice">{cropMarketingMessages.asAvailableNotice}</AsAvailableNotice>}
      {held && (
        <Timer>
          This price is held for <strong role="timer">{formatCountdown(remaining)}</strong>; then it is checked again.
        </Timer>
      )}
      <CheckRow>
        <input type="checkbox" {...terms} />
        <span>
          I accept the{' '}
          <a href={paths.terms} target="_blank" rel="noopener">
            Farm purchase terms
          </a>
        </span>
      </CheckRow>
      {problem && (
        <Hint invalid role="alert">
          {problem}
        </Hint>
      )}
    </>
  );
}
