import type { WeatherRange } from '@farm/area-weather';
import { ToggleButtons } from '@farm/ui';

const OPTIONS: { value: WeatherRange; label: string }[] = [
  { value: '24HR', label: 'Next 24 hours' },
  { value: '5D', label: '5 day forecast' },
];

/** 'Next 24 hours' or '5 day forecast': two toggle buttons, the pressed one is the range shown. */
export function RangeToggle({ range, onChange }: { range: WeatherRange; onChange: (range: WeatherRange) => void }) {
  return <ToggleButtons label="Forecast range" options={OPTIONS} value={range} onChange={onChange} />;
}
