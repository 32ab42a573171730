/** myc/exchangeRates (spec 2 §2): four FOREX-style futures tables. */
export function ExchangeRatesPage() {
  return <section aria-label="Exchange rates" />;
}
