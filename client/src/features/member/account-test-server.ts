/** One request the page sent, as the fake server saw it. */
export interface SentCall {
  method: string;
  /** Path and query, e.g. /api/address-source?cityId=34. */
  url: string;
  body: unknown;
}

/** A refusal the fake server answers with (the storefront's error envelope). */
export class Refusal {
  constructor(readonly status: number, readonly message: string, readonly data?: unknown, readonly fields?: { field: string; rule: string }[]) {}
}

/** Answers by "METHOD /path" (query left out); a body, or a Refusal. */
export type FakeRoutes = Record<string, (call: SentCall) => unknown>;

/**
 * A stand-in for the storefront API in component tests: answers the routes it is given, records
 * every call, and refuses any other with 404 so a call the test did not expect shows up.
 */
export function fakeAccountServer(routes: FakeRoutes) {
  const calls: SentCall[] = [];
  const fetcher = ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    const call: SentCall = { method, url, body: typeof init?.body === 'string' ? JSON.parse(init.body) as unknown : undefined };
    calls.push(call);
    const route = routes[`${method} ${url.split('?')[0]}`];
    const answer = route ? route(call) : new Refusal(404, `no route ${method} ${url}`);
    const [status, body] = answer instanceof Refusal
      ? [answer.status, { isSuccess: false, status: answer.status, message: answer.message, ...(answer.data === undefined ? {} : { data: answer.data }), ...(answer.fields ? { fields: answer.fields } : {}) }] : [200, answer];
    return Promise.resolve({ ok: status === 200, status, json: () => Promise.resolve(body) } as Response);
  }) as typeof fetch;
  const callsTo = (method: string, path: string) => calls.filter((call) => call.method === method && call.url.split('?')[0] === path);
  return { fetcher, calls, callsTo };
}
