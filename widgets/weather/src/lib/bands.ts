/**
 * The colour bands of the weather table (spec 1 §2). A band is the upper bound it runs up to, inclusive;
 * the last band is everything above. Bands read the rounded value the farmer sees, so a cell's colour always
 * agrees with its number.
 */
export interface Band {
  /** Stable name for markup and tests, for example "temperature-3". */
  id: string;
  /** What the band means, for the colour key. */
  label: string;
  background: string;
}

interface BandRule extends Band {
  upTo: number;
}

function pick(rules: BandRule[], above: Band, value: number): Band {
  const rule = rules.find((r) => value <= r.upTo);
  if (!rule) return above;
  const { upTo: _upTo, ...band } = rule;
  return band;
}

// Light tints only: the text on them stays #1c2420, well above 4.5:1 contrast.
const TEMPERATURE: BandRule[] = [
  { id: 'temperature-1', label: 'up to -5 °C', upTo: -5, background: '#b9c8f2' },
  { id: 'temperature-2', label: '-5 to 0 °C', upTo: 0, background: '#d3e4fb' },
  { id: 'temperature-3', label: '0 to 5 °C', upTo: 5, background: '#d5f0ee' },
  { id: 'temperature-4', label: '5 to 10 °C', upTo: 10, background: '#e0f2d3' },
  { id: 'temperature-5', label: '10 to 20 °C', upTo: 20, background: '#fcebb4' },
];
const TEMPERATURE_ABOVE: Band = { id: 'temperature-6', label: 'above 20 °C', background: '#f8c6ad' };

const CLOUD: BandRule[] = [
  { id: 'cloud-1', label: 'up to 30%', upTo: 30, background: '#fff5c7' },
  { id: 'cloud-2', label: '30 to 40%', upTo: 40, background: '#eef2f5' },
  { id: 'cloud-3', label: '40 to 75%', upTo: 75, background: '#dbe2e8' },
];
const CLOUD_ABOVE: Band = { id: 'cloud-4', label: 'above 75%', background: '#c3cdd6' };

const HUMIDEX: BandRule[] = [
  { id: 'humidex-1', label: 'up to 29: comfortable', upTo: 29, background: '#e0f2d3' },
  { id: 'humidex-2', label: '29 to 38: some discomfort', upTo: 38, background: '#fcebb4' },
  { id: 'humidex-3', label: '38 to 45: great discomfort', upTo: 45, background: '#f8c6ad' },
];
const HUMIDEX_ABOVE: Band = { id: 'humidex-4', label: 'above 45: dangerous', background: '#f3aaa4' };

export const temperatureBand = (celsius: number) => pick(TEMPERATURE, TEMPERATURE_ABOVE, celsius);
export const cloudCoverBand = (percent: number) => pick(CLOUD, CLOUD_ABOVE, percent);
export const humidexBand = (humidex: number) => pick(HUMIDEX, HUMIDEX_ABOVE, humidex);

/** Every band in order, for the colour key under the table. */
export const BAND_KEY = {
  temperature: [...TEMPERATURE.map((r) => pick(TEMPERATURE, TEMPERATURE_ABOVE, r.upTo)), TEMPERATURE_ABOVE],
  cloudCover: [...CLOUD.map((r) => pick(CLOUD, CLOUD_ABOVE, r.upTo)), CLOUD_ABOVE],
  humidex: [...HUMIDEX.map((r) => pick(HUMIDEX, HUMIDEX_ABOVE, r.upTo)), HUMIDEX_ABOVE],
};
