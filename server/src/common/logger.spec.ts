import { Writable } from 'node:stream';
import { createLogger } from './logger.js';

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
});
