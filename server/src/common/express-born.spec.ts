import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Socket } from 'node:net';
import express from 'express';
import { bornWith, expressBorn } from './express-born.js';
import { serveInProcess } from './in-process-request.js';
import { ShopExpressAdapter } from './shop-express-adapter.js';

/** An Express app that answers what it was asked, and the prototype each request had before Express saw it. */
function app() {
  const instance = express();
  instance.get('/hello', (request, response) => { response.status(201).json({ accept: request.get('accept'), path: request.path }); });
  return instance;
}

describe('requests and responses born with the Express app\'s prototypes (issue 28: nothing of a request outlives it)', () => {
  it('each is made with app.request and app.response as prototype, and is still Node\'s own', () => {
    const instance = app();
    const { IncomingMessage: Request, ServerResponse: Response } = expressBorn(instance);
    const request = new Request(new Socket());
    const response = new Response(request);
    expect(Object.getPrototypeOf(request)).toBe(instance.request);
    expect(Object.getPrototypeOf(response)).toBe(instance.response);
    expect(request).toBeInstanceOf(http.IncomingMessage);
    expect(response).toBeInstanceOf(http.ServerResponse);
  });

  it('one pair of constructors per app, so that every request of the app has one hidden class', () => {
    const instance = app();
    expect(expressBorn(instance)).toBe(expressBorn(instance));
    expect(expressBorn(instance).IncomingMessage).not.toBe(expressBorn(app()).IncomingMessage);
  });

  it('the shop\'s HTTP server hands Express requests it finds already of its prototype, and Express answers them as ever', async () => {
    const instance = app();
    const adapter = new ShopExpressAdapter(instance);
    adapter.initHttpServer({});
    const server = adapter.getHttpServer() as http.Server;
    const before: boolean[] = [];
    // First in line, before Express's own listener changes anything.
    server.prependListener('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
      before.push(Object.getPrototypeOf(request) === instance.request && Object.getPrototypeOf(response) === instance.response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/hello`, { headers: { accept: 'application/json' } });
      expect(answer.status).toBe(201);
      expect(await answer.json()).toEqual({ accept: 'application/json', path: '/hello' });
      expect(before).toEqual([true]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('a request served in process is born the same way', async () => {
    const instance = app();
    let before: boolean | undefined;
    const handler = Object.assign((request: http.IncomingMessage, response: http.ServerResponse) => {
      before = Object.getPrototypeOf(request) === instance.request && Object.getPrototypeOf(response) === instance.response;
      instance(request, response);
    }, { request: instance.request, response: instance.response });
    const answer = await serveInProcess(handler, { method: 'GET', url: '/hello', headers: { accept: 'text/plain' } });
    expect([answer.status, JSON.parse(answer.body.toString('utf8'))]).toEqual([201, { accept: 'text/plain', path: '/hello' }]);
    expect(before).toBe(true);
  });
});

describe('bornWith: objects of a constructor with a prototype of our choosing', () => {
  const prototype = { greet(this: { name: string }) { return `merhaba ${this.name}`; } };

  it.each([
    ['a function constructor (Node\'s IncomingMessage and ServerResponse)', function Named(this: { name: string }, name: string) { this.name = name; }],
    ['a class, which cannot be called', class Named { name: string; constructor(name: string) { this.name = name; } }],
  ])('%s: made with the prototype, initialised by the constructor', (_kind, Base) => {
    Object.setPrototypeOf(prototype, (Base as { prototype: object }).prototype);
    const Born = bornWith(Base as never, prototype);
    const made = new Born('Ayşe' as never) as { name: string; greet(): string };
    expect(Object.getPrototypeOf(made)).toBe(prototype);
    expect([made.name, made.greet()]).toEqual(['Ayşe', 'merhaba Ayşe']);
    expect(made).toBeInstanceOf(Base as never);
  });
});
