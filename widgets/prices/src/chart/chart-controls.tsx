import styled from '@emotion/styled';
import { spreadRow, ToggleButtons } from '@farm/ui';
import { deliveryMonthText } from '../lib/delivery-month-text';
import { CHART_PERIODS, type ChartPeriod } from '@farm/area-crop-marketing';

const Bar = styled.div`
  ${spreadRow('flex-end', 3)}
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

const PERIOD_OPTIONS = CHART_PERIODS.map((period) => ({ value: period, label: period }));

/** The chart's period buttons (spec 2 §4: 1W to 2Y) and its delivery-month choice. */
export function ChartControls({ period, onPeriod, deliveryMonths, deliveryMonth, onDeliveryMonth }: ChartControlsProps) {
  return (
    <Bar>
      <ToggleButtons label="Period" options={PERIOD_OPTIONS} value={period} onChange={onPeriod} />
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
