/**
 * Humidex (Environment Canada): how hot humid air feels, in °C.
 * H = T + 0.5555 × (e − 10), with the vapour pressure e = 6.11 × exp(5417.7530 × (1/273.16 − 1/T_dew_K)) hPa.
 * Below about 10 hPa of vapour pressure (cold, dry air) the humidex is lower than the air temperature; the
 * formula is used as is rather than clamped, so the colour bands see the real figure.
 */
export function humidex(temperatureC: number, dewPointC: number): number {
  const dewPointK = dewPointC + 273.15;
  const vapourPressure = 6.11 * Math.exp(5417.753 * (1 / 273.16 - 1 / dewPointK));
  return temperatureC + 0.5555 * (vapourPressure - 10);
}
