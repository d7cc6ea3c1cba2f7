import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpTransportType, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import { pino } from 'pino';
import { WebSocket } from 'ws';
import { HubHost, HubRefusal, type HubClient } from './hub-host.js';
import { RECORD_SEPARATOR } from './hub-protocol.js';

const RS = RECORD_SEPARATOR;

/** Raw frames a plain WebSocket receives, one promise per expected record. */
function rawClient(url: string): { socket: WebSocket; next(): Promise<string>; closed: Promise<number> } {
  const socket = new WebSocket(url);
  const records: string[] = [];
  const waiting: ((record: string) => void)[] = [];
  socket.on('message', (data) => {
    for (const record of (data as Buffer).toString('utf8').split(RS).filter(Boolean)) {
      const waiter = waiting.shift();
      if (waiter) waiter(record); else records.push(record);
    }
  });
  return {
    socket,
    next: () => new Promise((resolve) => { const record = records.shift(); if (record !== undefined) resolve(record); else waiting.push(resolve); }),
    closed: new Promise((resolve) => socket.on('close', (code) => resolve(code))),
  };
}

describe('HubHost (SignalR JSON hub protocol over ws)', () => {
  let server: Server;
  let host: HubHost;
  let base: string;
  let onDisconnected: (id: number) => void = () => undefined;

  beforeAll(async () => {
    server = createServer((_request, response) => response.end());
    host = new HubHost(pino({ level: 'silent' }), { keepAliveMs: 50, serverTimeoutMs: 200 });
    host.register<{ name: string }>({
      path: '/hubs/echo',
      accept: (request) => (request.headers.authorization === 'Bearer no' ? new HubRefusal(401, 'Unauthorized') : { name: 'someone' }),
      methods: {
        Echo: (client: HubClient<{ name: string }>, args) => { client.send('OnEcho', [client.state.name, ...args]); return args[0]; },
        Fail: () => { throw new Error('secret detail'); },
      },
      disconnected: (client) => onDisconnected(client.id),
    });
    host.attach(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    host.beforeApplicationShutdown();
    await new Promise((resolve) => server.close(resolve));
  });

  it('the real @microsoft/signalr client invokes a method, gets its completion and the event it sent', async () => {
    const connection = new HubConnectionBuilder()
      .withUrl(`http://${base}/hubs/echo`, { transport: HttpTransportType.WebSockets, skipNegotiation: true })
      .configureLogging(LogLevel.None).build();
    const event = new Promise<unknown[]>((resolve) => connection.on('OnEcho', (...args: unknown[]) => resolve(args)));
    await connection.start();
    await expect(connection.invoke('Echo', 'hello')).resolves.toBe('hello');
    await expect(event).resolves.toEqual(['someone', 'hello']);
    await expect(connection.invoke('Fail')).rejects.toThrow(/unexpected error/);
    await expect(connection.invoke('Nope')).rejects.toThrow(/Unknown hub method/);
    const gone = new Promise<number>((resolve) => { onDisconnected = resolve; });
    await connection.stop();
    await expect(gone).resolves.toEqual(expect.any(Number));
    expect(host.connectionCount).toBe(0);
  });

  it('answers a handshake for another protocol with an error and closes', async () => {
    const client = rawClient(`ws://${base}/hubs/echo`);
    await new Promise((resolve) => client.socket.on('open', resolve));
    client.socket.send(`{"protocol":"messagepack","version":1}${RS}`);
    expect(JSON.parse(await client.next())).toEqual({ error: expect.stringMatching(/messagepack/) });
    await client.closed;
  });

  it('pings every keep-alive period and drops a client silent past the server timeout', async () => {
    const client = rawClient(`ws://${base}/hubs/echo`);
    await new Promise((resolve) => client.socket.on('open', resolve));
    client.socket.send(`{"protocol":"json","version":1}${RS}`);
    expect(await client.next()).toBe('{}');
    expect(JSON.parse(await client.next())).toEqual({ type: 6 });
    let last = await client.next();
    while (JSON.parse(last).type === 6) last = await client.next();
    expect(JSON.parse(last)).toEqual({ type: 7, error: expect.stringMatching(/timeout/i), allowReconnect: true });
    await client.closed;
  });

  it('refuses an upgrade the hub refuses, and paths no hub owns', async () => {
    const refused = new WebSocket(`ws://${base}/hubs/echo`, { headers: { authorization: 'Bearer no' } });
    await expect(new Promise((_resolve, reject) => refused.on('unexpected-response', (_request, response) => reject(new Error(String(response.statusCode))))))
      .rejects.toThrow('401');
    const unknown = new WebSocket(`ws://${base}/hubs/other`);
    await expect(new Promise((_resolve, reject) => unknown.on('unexpected-response', (_request, response) => reject(new Error(String(response.statusCode))))))
      .rejects.toThrow('404');
  });
});
