import { createConnection, createServer, type Server, type Socket } from 'node:net';

/**
 * How the proxy treats traffic. `pass` forwards; `delay` forwards what the target answers `ms`
 * later (a slow network or a slow database, in order); `refuse` takes no connection (a host that
 * is down); `garbage` answers every connection with bytes no protocol reads; `http-error` answers
 * every connection with an HTTP error page that carries a server stack trace; `reset` accepts and
 * at once closes (a service that drops every connection).
 */
export type ProxyFault =
  | { kind: 'pass' }
  | { kind: 'delay'; ms: number }
  | { kind: 'refuse' }
  | { kind: 'garbage' }
  | { kind: 'http-error'; status: number }
  | { kind: 'reset' };

/** The upstream's error page in `http-error`: what leaks when a gateway shows its internals. */
export const UPSTREAM_STACK_TRACE = 'Error: upstream exploded\n    at Gateway.handle (/srv/gateway/src/handler.js:42:13)\n    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)';

const httpErrorPage = (status: number) => {
  const body = `<html><body><h1>${status}</h1><pre>${UPSTREAM_STACK_TRACE}</pre></body></html>`;
  return `HTTP/1.1 ${status} Upstream Failure\r\ncontent-type: text/html\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`;
};

/**
 * A loopback TCP proxy a test puts between the app and what it depends on (its database, the
 * gateway, the live channel), then cuts, slows or spoils: stop() closes its port and every
 * connection through it (what the app sees when its database host goes away), start() listens
 * again on the same port, fault() changes what it does without closing its port.
 */
export class TcpProxy {
  private server?: Server;
  private readonly sockets = new Set<Socket>();
  private readonly upstreams = new Set<Socket>();
  private mode: ProxyFault = { kind: 'pass' };
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async start(): Promise<void> {
    const server = createServer((client) => this.accept(client));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as { port: number }).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    this.dropAll();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /**
   * From now on behave as `mode`. A delay applies to open connections too; any other fault
   * also drops them, so a kept-alive connection cannot slip past it.
   */
  async fault(mode: ProxyFault): Promise<void> {
    this.mode = mode;
    if (mode.kind === 'refuse') return this.stop();
    if (mode.kind !== 'pass' && mode.kind !== 'delay') this.dropAll();
    if (!this.server) await this.start();
  }

  /** Local ports of the proxy's connections to the target: how the target (a database's pg_stat_activity) tells them apart. */
  upstreamPorts(): number[] {
    return [...this.upstreams].flatMap((socket) => (socket.localPort ? [socket.localPort] : []));
  }

  /** Back to forwarding. */
  restore(): Promise<void> {
    return this.fault({ kind: 'pass' });
  }

  /** Closes every connection through the proxy (a network blip); the port stays open. */
  dropAll(): void {
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
  }

  private accept(client: Socket): void {
    const mode = this.mode;
    client.on('error', () => client.destroy());
    if (mode.kind === 'reset') { client.destroy(); return; }
    if (mode.kind === 'garbage' || mode.kind === 'http-error') {
      this.track(client);
      // Answer once the client has spoken, as a server would: a client that only waits sees the same.
      client.once('data', () => client.end(mode.kind === 'garbage' ? Buffer.from([0x00, 0xff, 0x13, 0x37, 0x1e, 0x7b, 0x0a, 0xfe, 0x5d]) : httpErrorPage(mode.status)));
      return;
    }
    const upstream = createConnection(this.target);
    for (const socket of [client, upstream]) this.track(socket);
    this.upstreams.add(upstream);
    upstream.on('close', () => this.upstreams.delete(upstream));
    const closeBoth = () => { client.destroy(); upstream.destroy(); };
    client.on('error', closeBoth);
    client.on('close', closeBoth);
    upstream.on('error', closeBoth);
    client.on('data', (chunk: Buffer) => upstream.write(chunk));
    // Answers wait in one queue, so they keep their order when the delay changes, and what the
    // target said before it hung up still arrives (late) before the client is hung up on.
    const queue: { chunk: Buffer; due: number }[] = [];
    let timer: NodeJS.Timeout | undefined;
    let upstreamClosed = false;
    const pump = () => {
      timer = undefined;
      while (queue.length && queue[0].due <= Date.now()) if (!client.destroyed) client.write(queue.shift()!.chunk); else queue.shift();
      if (queue.length) timer = setTimeout(pump, queue[0].due - Date.now());
      else if (upstreamClosed) client.end();
    };
    upstream.on('data', (chunk: Buffer) => {
      const delay = this.mode.kind === 'delay' ? this.mode.ms : 0;
      queue.push({ chunk, due: Math.max(Date.now() + delay, queue.at(-1)?.due ?? 0) });
      if (!timer) pump();
    });
    upstream.on('close', () => { upstreamClosed = true; if (!timer) pump(); });
  }

  private track(socket: Socket): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
  }
}
