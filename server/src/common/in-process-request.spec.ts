import { Readable } from 'node:stream';
import express, { type Request, type Response } from 'express';
import { serveInProcess, type RequestHandler } from './in-process-request.js';

const finished: string[] = [];

function app(): RequestHandler {
  const instance = express();
  instance.use(express.json());
  instance.post('/echo', (request: Request, response: Response) => {
    response.setHeader('x-seen', `${request.ip} ${request.protocol} ${request.get('accept-language')}`);
    response.status(201).json({ body: request.body, query: request.query });
  });
  instance.get('/text', (_request, response) => { response.type('text/plain').send('merhaba dünya'); });
  instance.get('/stream', (_request, response) => { response.type('application/octet-stream'); Readable.from([Buffer.from('ab'), Buffer.from('cd')]).pipe(response); });
  instance.get('/fail', () => { throw new Error('boom'); });
  instance.get('/events', (_request, response) => {
    response.on('finish', () => finished.push('finish'));
    response.on('close', () => finished.push('close'));
    response.json({ ok: true });
  });
  return instance;
}

describe('serveInProcess: a request served by an Express handler with no socket', () => {
  const handler = app();

  it('hands over method, path, query, headers and a JSON body, and keeps status, headers and the bytes of the answer', async () => {
    const answer = await serveInProcess(handler, {
      method: 'POST', url: '/echo?page=2', headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en' }, body: JSON.stringify({ name: 'Saat' }),
    });
    expect(answer.status).toBe(201);
    expect(answer.statusText).toBe('Created');
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers['x-seen']).toBe('127.0.0.1 http en');
    expect(JSON.parse(answer.body.toString('utf8'))).toEqual({ body: { name: 'Saat' }, query: { page: '2' } });
  });

  it('keeps a text answer\'s Turkish letters and a piped stream\'s every chunk', async () => {
    expect((await serveInProcess(handler, { method: 'GET', url: '/text', headers: {} })).body.toString('utf8')).toBe('merhaba dünya');
    expect((await serveInProcess(handler, { method: 'GET', url: '/stream', headers: {} })).body.toString('utf8')).toBe('abcd');
  });

  it('answers the handler\'s own 404 and 500 as it would over HTTP', async () => {
    expect((await serveInProcess(handler, { method: 'GET', url: '/nowhere', headers: {} })).status).toBe(404);
    expect((await serveInProcess(handler, { method: 'GET', url: '/fail', headers: {} })).status).toBe(500);
  });

  it('finishes and closes the response as a socket would (the access log listens for close)', async () => {
    const answer = await serveInProcess(handler, { method: 'GET', url: '/events', headers: {} });
    expect(JSON.parse(answer.body.toString('utf8'))).toEqual({ ok: true });
    await new Promise((resolve) => setImmediate(resolve));
    expect(finished).toEqual(['finish', 'close']);
  });
});
