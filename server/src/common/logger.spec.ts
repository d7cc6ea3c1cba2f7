import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { createHttpLogger, createLogger } from './logger.js';

function capture(level = 'info') {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({ write(chunk, _encoding, done) { lines.push(JSON.parse(String(chunk))); done(); } });
  return { lines, logger: createLogger(level, stream) };
}

describe('logger', () => {
  it('writes structured JSON lines', () => {
    const { lines, logger } = capture();
    logger.info({ reqId: 'r1' }, 'hello');
    expect(lines[0]).toMatchObject({ level: 30, msg: 'hello', reqId: 'r1', app: 'vitrin' });
  });

  it('never writes tokens, passwords or card numbers', () => {
    const { lines, logger } = capture();
    logger.info({
      body: { password: 'hunter2', cardNumber: '4111111111111111', cvv: '123', environmentToken: 'eyJ.x.y' },
      req: { headers: { authorization: 'Bearer abc', cookie: 'access_token=abc' } },
    }, 'request');
    const text = JSON.stringify(lines[0]);
    for (const secret of ['hunter2', '4111111111111111', '"123"', 'eyJ.x.y', 'Bearer abc', 'access_token=abc']) expect(text).not.toContain(secret);
    expect(text).toContain('[redacted]');
  });

  it('at debug, logs each request as id, method, path and status: no query string, no headers, no cookies', async () => {
    const { lines, logger } = capture('debug');
    const httpLogger = createHttpLogger(logger);
    const server = createServer((request, response) => httpLogger(request, response, () => response.end('ok')));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const answer = await fetch(`http://127.0.0.1:${port}/api/orders?email=ayse@example.com`, {
      headers: { authorization: 'Bearer secret-token', cookie: 'access_token=secret-cookie', 'x-request-id': 'req-42' },
    });
    await answer.text();
    await new Promise((resolve) => server.close(resolve));
    const entry = lines.find((line) => line.msg === 'request completed')!;
    expect(entry).toMatchObject({ app: 'vitrin', req: { id: 'req-42', method: 'GET', path: '/api/orders' }, res: { statusCode: 200 } });
    const text = JSON.stringify(lines);
    for (const secret of ['ayse@example.com', 'secret-token', 'secret-cookie']) expect(text).not.toContain(secret);
  });

  it('at the default info level, writes refused and failed requests only', async () => {
    const { lines, logger } = capture();
    const httpLogger = createHttpLogger(logger);
    const server = createServer((request, response) => httpLogger(request, response, () => {
      response.statusCode = request.url === '/missing' ? 404 : 200;
      response.end('x');
    }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    for (const path of ['/fine', '/missing']) await (await fetch(`http://127.0.0.1:${port}${path}`)).text();
    await new Promise((resolve) => server.close(resolve));
    const paths = lines.filter((line) => line.req).map((line) => (line.req as { path: string }).path);
    expect(paths).toEqual(['/missing']);
    expect(lines.find((line) => line.req)).toMatchObject({ level: 40, res: { statusCode: 404 } });
  });
});
