import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { createAccessLog } from './access-log.js';
import { createLogger } from './logger.js';

function capture(level = 'info') {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({ write(chunk, _encoding, done) { lines.push(JSON.parse(String(chunk))); done(); } });
  return { lines, logger: createLogger(level, stream) };
}

/** A server whose every request passes the access log, then `answer`. */
async function serve(level: string, answer: (request: IncomingMessage, response: ServerResponse) => void) {
  const { lines, logger } = capture(level);
  const accessLog = createAccessLog(logger);
  const server = createServer((request, response) => accessLog(request, response, () => answer(request, response)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    lines,
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe('access log', () => {
  it('at debug, logs each request as id, method, path and status: no query string, no headers, no cookies', async () => {
    const server = await serve('debug', (_request, response) => response.end('ok'));
    const answer = await fetch(`${server.url}/api/orders?email=ayse@example.com`, {
      headers: { authorization: 'Bearer secret-token', cookie: 'access_token=secret-cookie', 'x-request-id': 'req-42' },
    });
    await answer.text();
    await server.close();
    expect(answer.headers.get('x-request-id')).toBe('req-42');
    const entry = server.lines.find((line) => line.msg === 'request completed')!;
    expect(entry).toMatchObject({ app: 'vitrin', req: { id: 'req-42', method: 'GET', path: '/api/orders' }, res: { statusCode: 200 } });
    expect(typeof entry.responseTime).toBe('number');
    const text = JSON.stringify(server.lines);
    for (const secret of ['ayse@example.com', 'secret-token', 'secret-cookie']) expect(text).not.toContain(secret);
  });

  it('at the default info level, writes refused and failed requests only', async () => {
    const server = await serve('info', (request, response) => {
      response.statusCode = request.url === '/missing' ? 404 : request.url === '/broken' ? 500 : 200;
      response.end('x');
    });
    for (const path of ['/fine', '/missing', '/broken']) await (await fetch(`${server.url}${path}`)).text();
    await server.close();
    const logged = server.lines.filter((line) => line.req).map((line) => [(line.req as { path: string }).path, line.level]);
    expect(logged).toEqual([['/missing', 40], ['/broken', 50]]);
  });

  it('makes up a request id when the caller sends none or a malformed one, and hands it to the app', async () => {
    const seen: unknown[] = [];
    const server = await serve('info', (request, response) => { seen.push((request as IncomingMessage & { id?: string }).id); response.end('x'); });
    const plain = await fetch(server.url);
    const forged = await fetch(server.url, { headers: { 'x-request-id': 'has spaces and "quotes"' } });
    await Promise.all([plain.text(), forged.text()]);
    await server.close();
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    expect(plain.headers.get('x-request-id')).toMatch(uuid);
    expect(forged.headers.get('x-request-id')).toMatch(uuid);
    expect(seen).toEqual([plain.headers.get('x-request-id'), forged.headers.get('x-request-id')]);
  });

  it('leaves liveness probes out even at debug', async () => {
    const server = await serve('debug', (_request, response) => response.end('ok'));
    await (await fetch(`${server.url}/api/health`)).text();
    await (await fetch(`${server.url}/api/ready`)).text();
    await server.close();
    expect(server.lines.filter((line) => line.req).map((line) => (line.req as { path: string }).path)).toEqual(['/api/ready']);
  });
});
