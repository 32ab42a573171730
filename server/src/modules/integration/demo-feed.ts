import { DEMO_INTEGRATION_CLIENT } from './demo-integration-client';
import type { RecordResult } from './batch-service';

/** Where the feed sends, as whom, for which business. */
export interface DemoFeedTarget {
  /** The portal's address, e.g. http://localhost:8080. */
  url: string;
  clientId?: string;
  secret?: string;
  accountReference?: string;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const between = (low: number, high: number, places = 1) => Number((low + Math.random() * (high - low)).toFixed(places));

/**
 * A demo weighbridge and lab (issue 29): every step it weighs the load it planned the step before and samples it,
 * then plans the next, all through the integration API with client credentials, as a merchant's systems would. A
 * demo then shows loads arriving: in the movements grid, the bell and (if asked for) e-mail.
 */
export function demoFeed(target: DemoFeedTarget) {
  const base = target.url.replace(/\/$/, '');
  const clientId = target.clientId ?? DEMO_INTEGRATION_CLIENT.clientId;
  const secret = target.secret ?? DEMO_INTEGRATION_CLIENT.secret;
  const account = target.accountReference ?? 'HARR0001';
  let token: { value: string; until: number } | undefined;
  /** The load the feed planned and will weigh on its next step. */
  let planned: { externalId: string } | undefined;

  async function accessToken(now: number): Promise<string> {
    if (token && token.until > now + 30_000) return token.value;
    const response = await fetch(`${base}/oidc/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(secret)}`).toString('base64')}`,
      },
      body: new URLSearchParams({ grant_type: 'client_credentials', scope: 'movements:write samples:write' }),
    });
    if (!response.ok) throw new Error(`The provider refused the demo feed's client credentials: ${response.status} ${await response.text()}`);
    const answer = (await response.json()) as { access_token: string; expires_in: number };
    token = { value: answer.access_token, until: now + answer.expires_in * 1000 };
    return token.value;
  }

  /** One step: the records it sent and what became of each. */
  async function step(now = new Date()): Promise<RecordResult[]> {
    const day = now.toISOString().slice(0, 10);
    const version = now.getTime();
    const records: unknown[] = [];
    const load = (externalId: string, status: 'planned' | 'moved', extra: Record<string, unknown> = {}) => ({
      kind: 'movement',
      externalId,
      version,
      data: {
        status,
        date: day,
        product: 'Feed Wheat',
        netWeight: 29,
        haulier: 'Fenland Grain Transport',
        splits: [{ accountReference: account, percent: 100 }],
        ...extra,
      },
    });
    if (planned) {
      records.push(
        load(planned.externalId, 'moved', {
          netWeight: between(26, 30, 2),
          weighbridgeTicket: String(Math.floor(1_000_000 + Math.random() * 9_000_000)),
          vehicle: `${pick(['AE', 'EX', 'FN', 'PE'])}${Math.floor(10 + Math.random() * 60)} ${pick(['KLM', 'RTX', 'HGV'])}`,
        }),
        {
          kind: 'sample',
          externalId: `S${planned.externalId}`,
          version,
          data: {
            accountReference: account,
            loadExternalId: planned.externalId,
            commodityNo: 81083,
            commodity: 'Wheat',
            variety: pick(['Champion', 'Dawsum', 'Gleam']),
            dateTaken: day,
            cropYear: now.getUTCMonth() >= 6 ? now.getUTCFullYear() : now.getUTCFullYear() - 1,
            results: [
              { reference: 'MOI', name: 'Moisture', result: between(13, 15.3), unit: '%' },
              { reference: 'KG', name: 'Kg/hl', result: between(71, 79), unit: 'kg/hl' },
              { reference: 'PRO', name: 'Protein', result: between(9.5, 13.6), unit: '%' },
              { reference: 'ADS', name: 'Admix/Scr', result: between(0.4, 2.2), unit: '%' },
            ],
          },
        },
      );
    }
    const next = { externalId: `DF${now.toISOString().replace(/\D/g, '').slice(2, 14)}` };
    records.push(load(next.externalId, 'planned', { booking: `BK${next.externalId.slice(2)}` }));

    const response = await fetch(`${base}/api/integration/v1/batch`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await accessToken(now.getTime())}`, 'content-type': 'application/x-ndjson' },
      body: records.map((record) => JSON.stringify(record)).join('\n'),
    });
    if (!response.ok) throw new Error(`The integration API refused the demo feed's batch: ${response.status} ${await response.text()}`);
    const results = (await response.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as RecordResult);
    planned = next;
    return results;
  }

  return { step };
}
