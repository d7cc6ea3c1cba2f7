import { startLocalHttpServer, type ReceivedRequest } from '../../../test/support/local-http-server.js';
import { HttpHelper, NETWORK_ERROR_MESSAGE, isHttpFailure, parseBody, withQuery } from './http-helper.js';
import type http from 'node:http';

/** A local server answering every request with `answer`; `seen` is the last request. */
async function startServer(answer: (request: ReceivedRequest, response: http.ServerResponse) => void) {
  const server = await startLocalHttpServer(answer);
  return { ...server, get seen() { return server.received[server.received.length - 1]; } };
}

describe('HttpHelper (spec §7 HTTP helper, S7.37)', () => {
  const helper = new HttpHelper();
  afterAll(() => helper.destroy());

  it.each(['POST', 'PUT', 'DELETE'] as const)('S7.37 sends JSON content type and body on %s', async (method) => {
    const server = await startServer((_req, res) => res.end('{}'));
    await helper.send({ method, url: `${server.url}/x`, body: { a: 1 }, timeoutMs: 2000 });
    expect(server.seen.method).toBe(method);
    expect(server.seen.headers['content-type']).toBe('application/json');
    expect(JSON.parse(server.seen.body)).toEqual({ a: 1 });
    await server.close();
  });

  it('S7.37 sends no JSON content type on GET', async () => {
    const server = await startServer((_req, res) => res.end('{}'));
    await helper.send({ method: 'GET', url: `${server.url}/x`, timeoutMs: 2000 });
    expect(server.seen.headers['content-type']).toBeUndefined();
    await server.close();
  });

  it('S7.37 appends query params with arrays repeated', async () => {
    const server = await startServer((_req, res) => res.end('{}'));
    await helper.send({ method: 'GET', url: `${server.url}/list`, query: { id: [1, 2], q: 'saat ç', empty: undefined, none: null }, timeoutMs: 2000 });
    expect(server.seen.url).toBe('/list?id=1&id=2&q=saat+%C3%A7');
    await server.close();
  });

  it('S7.37 answers { status, data, headers } on success', async () => {
    const server = await startServer((_req, res) => { res.setHeader('content-type', 'application/json'); res.setHeader('x-trace', 'abc'); res.statusCode = 201; res.end('{"ok":true}'); });
    const answer = await helper.send({ method: 'POST', url: server.url, body: {}, timeoutMs: 2000 });
    expect(answer).toEqual({ status: 201, data: { ok: true }, headers: expect.objectContaining({ 'x-trace': 'abc' }) });
    await server.close();
  });

  it('S7.37 answers { status, errorMessage, headers } on non-ok, preferring the server message', async () => {
    const server = await startServer((_req, res) => { res.statusCode = 422; res.setHeader('content-type', 'application/json'); res.end('{"Message":"Stok yetersiz"}'); });
    const answer = await helper.send({ method: 'POST', url: server.url, body: {}, timeoutMs: 2000 });
    expect(answer).toEqual({ status: 422, errorMessage: 'Stok yetersiz', headers: expect.any(Object) });
    await server.close();
  });

  it('S7.37 falls back to the status text when the error body has no message', async () => {
    const server = await startServer((_req, res) => { res.statusCode = 404; res.end('not json'); });
    const answer = await helper.send({ method: 'GET', url: server.url, timeoutMs: 2000 });
    expect(isHttpFailure(answer) && answer.errorMessage).toBe('Not Found');
    await server.close();
  });

  it('S7.37 reads text/plain as text', async () => {
    const server = await startServer((_req, res) => { res.setHeader('content-type', 'text/plain; charset=utf-8'); res.end('merhaba dünya'); });
    const answer = await helper.send<string>({ method: 'GET', url: server.url, timeoutMs: 2000 });
    expect(!isHttpFailure(answer) && answer.data).toBe('merhaba dünya');
    await server.close();
  });

  it('S7.37 answers {} when a JSON body does not parse', async () => {
    const server = await startServer((_req, res) => { res.setHeader('content-type', 'application/json'); res.end('{broken'); });
    const answer = await helper.send({ method: 'GET', url: server.url, timeoutMs: 2000 });
    expect(!isHttpFailure(answer) && answer.data).toEqual({});
    await server.close();
  });

  it('S8.16 turns a refused connection into status 500 "Network error occurred"', async () => {
    const server = await startServer((_req, res) => res.end());
    await server.close();
    const answer = await helper.send({ method: 'GET', url: server.url, timeoutMs: 2000 });
    expect(answer).toEqual({ status: 500, errorMessage: NETWORK_ERROR_MESSAGE, headers: {} });
  });

  // A helper that waited for the answer would hang here until jest's own timeout fails the test.
  it('gives up after the timeout and reports a network error', async () => {
    const server = await startServer(() => { /* never answers */ });
    const answer = await helper.send({ method: 'GET', url: server.url, timeoutMs: 150 });
    expect(answer).toEqual({ status: 500, errorMessage: NETWORK_ERROR_MESSAGE, headers: {} });
    await server.close();
  });

  // The keep-alive race: the server drops an idle socket just as the client sends on it.
  it('sends again on a fresh socket when the server closed a reused one before answering', async () => {
    let calls = 0;
    const server = await startServer((req, res) => {
      calls += 1;
      if (calls === 2) req.socket.destroy();
      else res.end('{"ok":true}');
    });
    await helper.send({ method: 'POST', url: server.url, body: {}, timeoutMs: 2000 });
    const answer = await helper.send({ method: 'POST', url: server.url, body: {}, timeoutMs: 2000 });
    expect(answer).toMatchObject({ status: 200, data: { ok: true } });
    expect(calls).toBe(3);
    await server.close();
  });

  it('does not send again when a fresh socket fails', async () => {
    let calls = 0;
    const server = await startServer((req) => { calls += 1; req.socket.destroy(); });
    const answer = await helper.send({ method: 'POST', url: server.url, body: {}, timeoutMs: 2000 });
    expect(answer).toEqual({ status: 500, errorMessage: NETWORK_ERROR_MESSAGE, headers: {} });
    expect(calls).toBe(1);
    await server.close();
  });

  it('reuses one keep-alive connection for consecutive calls', async () => {
    const sockets = new Set<unknown>();
    const server = await startServer((req, res) => { sockets.add(req.socket); res.end('{}'); });
    await helper.send({ method: 'GET', url: server.url, timeoutMs: 2000 });
    await helper.send({ method: 'GET', url: server.url, timeoutMs: 2000 });
    expect(sockets.size).toBe(1);
    await server.close();
  });
});

describe('withQuery and parseBody', () => {
  it('keeps an existing query string', () => {
    expect(withQuery('/a?x=1', { y: [true, false] })).toBe('/a?x=1&y=true&y=false');
  });
  it('parses empty bodies as {}', () => {
    expect(parseBody('', 'application/json')).toEqual({});
    expect(parseBody(undefined, undefined)).toEqual({});
  });
});
