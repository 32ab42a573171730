/** One hour of forecast, as every provider reads it before it is cut into the slices of a range. */
export interface HourlyPoint {
  /** Start of the hour, epoch milliseconds. */
  time: number;
  temperature: number;
  dewPoint: number;
  /** mm in the hour */
  precipitation: number;
  /** WMO weather code */
  weatherCode: number;
  /** % */
  cloudCover: number;
  /** mph */
  windSpeed: number;
  /** degrees the wind blows from */
  windDirection: number;
  soilTemperature: number;
  /** volumetric water content, % */
  soilMoisture: number;
}
