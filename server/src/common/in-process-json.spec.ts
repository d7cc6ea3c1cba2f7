import express, { type NextFunction, type Request, type Response } from 'express';
import { readInProcessJson, type JsonRead } from './in-process-json.js';
import { inProcessBodyText, serveInProcess, type RequestHandler } from './in-process-request.js';

const LIMIT_BYTES = 100 * 1024;

/** express.json() reading the same text off the request's stream: the answer the in-process reading must give. */
function byBodyParser(): RequestHandler {
  const app = express();
  app.use(express.json({ limit: '100kb' }));
  app.post('/read', (request: Request, response: Response) => { response.json({ body: request.body, text: inProcessBodyText(request) ?? null }); });
  app.use((error: { type: string; status: number }, _request: Request, response: Response, _next: NextFunction) => { response.status(error.status).json({ failure: { type: error.type, status: error.status } }); });
  return app;
}

async function read(handler: RequestHandler, text: string): Promise<JsonRead> {
  const answer = await serveInProcess(handler, { method: 'POST', url: '/read', headers: { 'content-type': 'application/json' }, body: text });
  const parsed = JSON.parse(answer.body.toString('utf8')) as { body?: unknown; failure?: JsonRead };
  return parsed.failure ? parsed as JsonRead : { body: parsed.body ?? undefined };
}

describe('readInProcessJson: an in-process body read as express.json() reads it off a socket (issue 28 item 1)', () => {
  const handler = byBodyParser();
  const texts: [string, string][] = [
    ['an object', '{"productId":12,"name":"Saat ığüşöç"}'],
    ['an array', '[1,2,3]'],
    ['an object after JSON whitespace', ' \t\r\n{"a":null}'],
    ['a string at the top (strict)', '"saat"'],
    ['a number at the top (strict)', '42'],
    ['null at the top (strict)', 'null'],
    ['malformed JSON', '{"productId":'],
    ['an object after a non-breaking space', '\u00a0{"a":1}'],
    ['no body at all', ''],
    ['a body of exactly the limit', `{"a":"${'x'.repeat(LIMIT_BYTES - 8)}"}`],
    ['a body a byte over the limit', `{"a":"${'x'.repeat(LIMIT_BYTES - 7)}"}`],
    ['a body over the limit in bytes but not in characters', `{"a":"${'ş'.repeat(LIMIT_BYTES / 2)}"}`],
  ];

  it.each(texts)('%s', async (_name, text) => {
    const expected = await read(handler, text);
    expect(readInProcessJson(text, LIMIT_BYTES)).toEqual(expected);
  });

  it('finds the text an in-process request came with, which a parser of the stream reads as well', async () => {
    const answer = await serveInProcess(handler, { method: 'POST', url: '/read', headers: { 'content-type': 'application/json' }, body: '{"a":1}' });
    expect(JSON.parse(answer.body.toString('utf8'))).toEqual({ body: { a: 1 }, text: '{"a":1}' });
  });
});
