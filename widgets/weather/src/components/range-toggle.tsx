import styled from '@emotion/styled';
import type { WeatherRange } from '@farm/core';

const OPTIONS: { range: WeatherRange; label: string }[] = [
  { range: '24HR', label: 'Next 24 hours' },
  { range: '5D', label: '5 day forecast' },
];

const Group = styled.div`
  display: inline-flex;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius.sm};
  overflow: hidden;
  button {
    flex: 1 1 auto;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(4)};
    border: 0;
    font: inherit;
    font-weight: 600;
    cursor: pointer;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
  }
  button + button {
    border-left: 1px solid ${({ theme }) => theme.colors.primary};
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

/** 'Next 24 hours' or '5 day forecast': two toggle buttons, the pressed one is the range shown. */
export function RangeToggle({ range, onChange }: { range: WeatherRange; onChange: (range: WeatherRange) => void }) {
  return (
    <Group role="group" aria-label="Forecast range">
      {OPTIONS.map((option) => (
        <button key={option.range} type="button" aria-pressed={range === option.range} onClick={() => onChange(option.range)}>
          {option.label}
        </button>
      ))}
    </Group>
  );
}
