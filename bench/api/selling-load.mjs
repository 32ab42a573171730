// Selling under load: quotes a second, and sales a second (each a quote, then a contract at its price under a new
// Idempotency-Key, with its PDF and audit entry), as grower@ on Harrison Farms. Short runs on few connections:
// every request writes, and the figure that matters is the share of the bare route measured in the same run.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';

const ACCOUNT = 'HARR0001';
export const SELLING_CONNECTIONS = 10;
const WARM_UP_SECONDS = 1;
const MEASURE_SECONDS = 3;

/** One load of the first Feed Wheat row that has a price, at Harrison's first collection address. */
async function saleDraft(portal, headers) {
  const read = async (path) => {
    const response = await fetch(`${portal}${path}`, { headers });
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}.`);
    return (await response.json()).data;
  };
  const { addresses } = await read(`/api/accounts/${ACCOUNT}/address?addressType=Collection`);
  const farmAddressId = addresses[0].addressNumber;
  const { prices } = await read(`/api/accounts/${ACCOUNT}/prices?priceType=XFM&farmAddressId=${farmAddressId}&commodityExternalCdkId=FW`);
  const row = prices.rows.find((candidate) => candidate.priceCurrentYear !== null);
  return { commodityId: 1, farmAddressId, priceType: 'XFM', quantity: 29, sellReference: row.sellReference, varietyList: [101] };
}

const run = (options, seconds) => autocannon({ connections: SELLING_CONNECTIONS, duration: seconds, ...options });

/** Resolves with `{ quotes: { rps, p99Ms, failures }, sales: { rps, p99Ms, failures } }`. */
export async function measureSelling(portal, authorization) {
  const headers = { authorization, 'content-type': 'application/json' };
  const body = JSON.stringify(await saleDraft(portal, headers));
  const quotePath = `/api/accounts/${ACCOUNT}/quotes`;

  const quoting = { url: `${portal}${quotePath}`, method: 'POST', headers, body };
  await run(quoting, WARM_UP_SECONDS);
  const quotes = await run(quoting, MEASURE_SECONDS);

  let sold = 0;
  const selling = {
    url: portal,
    requests: [
      {
        method: 'POST',
        path: quotePath,
        headers,
        body,
        onResponse: (status, answer, context) => {
          if (status !== 200) return;
          const { expiresAt: _expiresAt, ...sale } = JSON.parse(answer).data.quote;
          context.sale = JSON.stringify(sale);
        },
      },
      {
        method: 'POST',
        path: `/api/accounts/${ACCOUNT}/contracts`,
        // No quote (refused): start the pair again rather than send an empty sale.
        setupRequest: (request, context) => context.sale && { ...request, headers: { ...headers, 'idempotency-key': randomUUID() }, body: context.sale },
        onResponse: (status) => {
          if (status === 201) sold += 1;
        },
      },
    ],
  };
  await run(selling, WARM_UP_SECONDS);
  sold = 0;
  const sales = await run(selling, MEASURE_SECONDS);

  const summary = (result, rps) => ({ rps, p99Ms: result.latency.p99, failures: result.non2xx + result.errors + result.timeouts });
  return { quotes: summary(quotes, quotes.requests.average), sales: summary(sales, sold / sales.duration) };
}
