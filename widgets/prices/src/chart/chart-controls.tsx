import styled from '@emotion/styled';
import { CHART_PERIODS, type ChartPeriod } from '@farm/core';
import { media } from '@farm/ui';
import { deliveryMonthText } from '../lib/delivery-month-text';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

// One row even on a phone: six buttons share the width, each still 44 px tall.
const Periods = styled.div`
  display: inline-flex;
  max-width: 100%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  overflow: hidden;
  button {
    flex: 1 1 0;
    min-width: 40px;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    ${media.mobile} {
      padding: 0 ${({ theme }) => theme.space(2)};
    }
    border: none;
    border-right: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  button:last-of-type {
    border-right: none;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;

const Month = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  select {
    min-height: 44px;
    min-width: 9rem;
    padding: 0 ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.surface};
    font: inherit;
    font-weight: 400;
  }
`;

export interface ChartControlsProps {
  period: ChartPeriod;
  onPeriod: (period: ChartPeriod) => void;
  /** The listed months to choose from; none yet while the first history loads. */
  deliveryMonths: readonly string[];
  deliveryMonth: string | undefined;
  onDeliveryMonth: (month: string) => void;
}

/** The chart's period buttons (spec 2 §4: 1W to 2Y) and its delivery-month choice. */
export function ChartControls({ period, onPeriod, deliveryMonths, deliveryMonth, onDeliveryMonth }: ChartControlsProps) {
  return (
    <Bar>
      <Periods role="group" aria-label="Period">
        {CHART_PERIODS.map((choice) => (
          <button key={choice} type="button" aria-pressed={choice === period} onClick={() => onPeriod(choice)}>
            {choice}
          </button>
        ))}
      </Periods>
      {deliveryMonths.length > 0 && (
        <Month>
          Delivery month
          <select value={deliveryMonth ?? deliveryMonths[0]} onChange={(event) => onDeliveryMonth(event.target.value)}>
            {deliveryMonths.map((month) => (
              <option key={month} value={month}>
                {deliveryMonthText(month)}
              </option>
            ))}
          </select>
        </Month>
      )}
    </Bar>
  );
}
