import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { batchedDestination, createLogger } from './logger.js';

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

  it('never writes e-mail addresses, and masks secrets at the top level and two levels down', () => {
    const { lines, logger } = capture();
    logger.warn({
      email: 'ayse@example.com', password: 'top-secret',
      req: { body: { Email: 'AYSE@Example.com.tr', card: { number: '4111111111111111', holderName: 'AYSE ISIK', cvv: '321' } } },
    }, 'sign-in refused');
    const text = JSON.stringify(lines[0]);
    for (const secret of ['ayse@example.com', 'AYSE@Example.com.tr', 'top-secret', '4111111111111111', 'AYSE ISIK', '"321"']) expect(text).not.toContain(secret);
    expect(lines[0]).toMatchObject({ msg: 'sign-in refused', email: '[redacted]', password: '[redacted]' });
  });

  it('masks e-mails, signed tokens and card numbers inside messages and error texts, and keeps other numbers', () => {
    const { lines, logger } = capture();
    const jwt = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
    logger.error({ err: new Error('550 mailbox ayse.isik+shop@example.com unavailable'), orderNumber: 'VTR-20261126-0001', at: 1795686168390 },
      `token ${jwt} card 4111 1111 1111 1111 refused, card 5400-3600-0000-0003 too`);
    const text = JSON.stringify(lines[0]);
    for (const secret of ['ayse.isik+shop@example.com', jwt, '4111 1111 1111 1111', '5400-3600-0000-0003']) expect(text).not.toContain(secret);
    expect(lines[0]).toMatchObject({ orderNumber: 'VTR-20261126-0001', at: 1795686168390 });
    expect(lines[0].msg).toBe('token [redacted token] card [redacted card] refused, card [redacted card] too');
    expect(String((lines[0].err as { message: string }).message)).toBe('550 mailbox [redacted e-mail] unavailable');
  });

  it('writes a line that does not fill a batch within the flush interval, with no more lines after it', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'vitrin-log-'));
    try {
      const file = path.join(folder, 'server.log');
      const destination = batchedDestination(file, 20) as ReturnType<typeof batchedDestination> & NodeJS.EventEmitter;
      await new Promise((resolve) => destination.once('ready', resolve));
      const written = new Promise((resolve) => destination.once('write', resolve));
      createLogger('info', destination).info({ products: 2000 }, 'catalogue index built');
      // Far below the 4 KB a batch waits for: only the flush interval sends it.
      expect(readFileSync(file, 'utf8')).toBe('');
      await written;
      expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ msg: 'catalogue index built', products: 2000 });
      (destination as unknown as { end(): void }).end();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
