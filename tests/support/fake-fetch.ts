/** One request a widget sent through the fake fetch. */
export interface FetchCall {
  url: URL;
  method: string;
  headers: Headers;
  /** The JSON body parsed, or undefined when there was none. */
  body: unknown;
}

const realFetch = window.fetch;

/** A Response with a JSON body, as the API sends it. */
export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Answers every fetch with `answer` until restoreFetch(). Each call returns a fresh log, so a request that an
 * earlier test's component sends late is logged there and never counts in this test.
 */
export function fakeFetch(answer: (call: FetchCall) => Response | Promise<Response>): FetchCall[] {
  const log: FetchCall[] = [];
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: FetchCall = {
      url: new URL(String(input), window.location.origin),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    log.push(call);
    return answer(call);
  };
  return log;
}

export function restoreFetch(): void {
  window.fetch = realFetch;
}
