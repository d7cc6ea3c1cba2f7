import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { Inject, Injectable, Optional, type BeforeApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { HUB_TIMINGS } from '../../../../contracts/hub.js';
import { LOGGER } from '../logger.js';
import {
  closeFrame, completion, handshakeError, handshakeResponse, HubMessageType, HubProtocolError, invocation, parseMessage,
  PING_FRAME, RecordReader, type HubMessage,
} from './hub-protocol.js';

/** How often the server pings, and how long a silent client is kept. */
export interface HubHostTimings {
  keepAliveMs: number;
  serverTimeoutMs: number;
}

/** Injection token of HubHostTimings (tests shorten them); HUB_TIMINGS otherwise. */
export const HUB_HOST_TIMINGS = Symbol('HUB_HOST_TIMINGS');

/** Largest record a client may send: hub methods here take a token at most. */
const MAX_PAYLOAD_BYTES = 64 * 1024;
/** A client that does not read what it is sent is dropped before its backlog grows past this. */
const MAX_BACKLOG_BYTES = 1024 * 1024;

/** The answer to an upgrade the hub will not take. */
export class HubRefusal {
  constructor(readonly status: number, readonly reason: string) {}
}

/** One live connection as a hub sees it. */
export interface HubClient<S> {
  readonly id: number;
  /** What the hub decided about this connection at the upgrade (who it is). */
  readonly state: S;
  /** Sends an event (`connection.on(target)` on the client). */
  send(target: string, args: readonly unknown[]): void;
  /** Ends the connection with a Close message; the client may reconnect. */
  close(error?: string): void;
}

/** A hub hosted at one path. Methods answer the invocation with their result, or an error when they throw. */
export interface Hub<S> {
  readonly path: string;
  /** Decides at the upgrade: the connection's state, or a refusal (the WebSocket is never opened). */
  accept(request: IncomingMessage): Promise<S | HubRefusal> | S | HubRefusal;
  readonly methods: Readonly<Record<string, (client: HubClient<S>, args: unknown[]) => unknown>>;
  /** After the connection ended, whoever ended it. */
  disconnected?(client: HubClient<S>): void;
}

interface HostedHub {
  path: string;
  open(request: IncomingMessage): Promise<((socket: WebSocket) => Connection) | HubRefusal>;
}

let nextConnectionId = 1;

/** One WebSocket speaking the hub protocol: handshake, then invocations in order, pings both ways. */
class Connection {
  lastHeard = Date.now();
  private handshaken = false;
  private closed = false;
  private readonly reader = new RecordReader();
  private queue: Promise<void> = Promise.resolve();
  readonly client: HubClient<unknown>;

  constructor(private readonly socket: WebSocket, private readonly hub: Hub<unknown>, state: unknown, private readonly logger: Logger, private readonly onEnd: (connection: Connection) => void) {
    this.client = {
      id: nextConnectionId++,
      state,
      send: (target, args) => this.write(invocation(target, args)),
      close: (error) => this.close(error),
    };
    socket.on('message', (data, isBinary) => this.receive(data, isBinary));
    socket.on('close', () => this.ended());
    socket.on('error', (error) => this.logger.debug({ err: error, hub: hub.path }, 'hub socket error'));
  }

  write(text: string): void {
    if (this.closed || this.socket.readyState !== WebSocket.OPEN) return;
    if (this.socket.bufferedAmount > MAX_BACKLOG_BYTES) {
      this.logger.warn({ hub: this.hub.path, connection: this.client.id }, 'hub client does not read; dropped');
      this.socket.terminate();
      return;
    }
    this.socket.send(text);
  }

  ping(): void {
    if (this.handshaken) this.write(PING_FRAME);
  }

  close(error?: string): void {
    if (this.closed) return;
    if (this.handshaken) this.write(closeFrame(error));
    this.closed = true;
    this.socket.close(1000);
  }

  private receive(data: RawData, isBinary: boolean): void {
    this.lastHeard = Date.now();
    const text = Buffer.isBuffer(data) ? data.toString('utf8') : Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.from(data).toString('utf8');
    if (isBinary) this.logger.debug({ hub: this.hub.path }, 'binary frame read as text');
    for (const record of this.reader.push(text)) {
      if (this.closed) return;
      if (!this.handshaken) {
        this.handshake(record);
        continue;
      }
      let message: HubMessage;
      try {
        message = parseMessage(record);
      } catch (error) {
        this.close(error instanceof HubProtocolError ? error.message : 'Invalid message');
        return;
      }
      this.queue = this.queue.then(() => this.handle(message));
    }
    if (this.reader.buffered > MAX_PAYLOAD_BYTES) this.close('Message too large');
  }

  private handshake(record: string): void {
    const error = handshakeError(record);
    this.socket.send(handshakeResponse(error));
    if (error) {
      this.closed = true;
      this.socket.close(1002);
      return;
    }
    this.handshaken = true;
  }

  private async handle(message: HubMessage): Promise<void> {
    switch (message.type) {
      case HubMessageType.Invocation: {
        const method = this.hub.methods[message.target];
        if (!method) {
          if (message.invocationId !== undefined) this.write(completion(message.invocationId, { error: `Unknown hub method '${message.target}'` }));
          return;
        }
        try {
          const result: unknown = await method(this.client, message.arguments);
          if (message.invocationId !== undefined) this.write(completion(message.invocationId, result === undefined ? {} : { result }));
        } catch (error) {
          this.logger.debug({ err: error, hub: this.hub.path, target: message.target }, 'hub method failed');
          if (message.invocationId !== undefined) this.write(completion(message.invocationId, { error: `An unexpected error occurred invoking '${message.target}' on the server.` }));
        }
        return;
      }
      case HubMessageType.StreamInvocation:
        this.write(completion(message.invocationId, { error: 'Streaming is not supported' }));
        return;
      case HubMessageType.Close:
        this.closed = true;
        this.socket.close(1000);
        return;
      default:
        // Pings only prove the client is alive (lastHeard); completions, stream items and
        // cancellations answer nothing this host asked.
        return;
    }
  }

  private ended(): void {
    this.closed = true;
    this.onEnd(this);
    try {
      this.hub.disconnected?.(this.client);
    } catch (error) {
      this.logger.warn({ err: error, hub: this.hub.path }, 'hub disconnect handler failed');
    }
  }

  get isHandshaken(): boolean {
    return this.handshaken;
  }
}

function refuse(socket: Duplex, status: number, reason: string): void {
  if (socket.writable) socket.end(`HTTP/1.1 ${status} ${reason.replace(/[\r\n]/g, ' ')}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  socket.destroy();
}

/**
 * Hosts SignalR hubs on the app's own HTTP server: one `ws` server without a port of its own,
 * fed by the HTTP server's `upgrade` event and routed by path. One timer pings every client and
 * drops those silent past the server timeout.
 */
@Injectable()
export class HubHost implements BeforeApplicationShutdown {
  private readonly hubs = new Map<string, HostedHub>();
  private readonly connections = new Set<Connection>();
  private readonly server = new WebSocketServer({ noServer: true, maxPayload: MAX_PAYLOAD_BYTES, perMessageDeflate: false });
  private readonly timings: HubHostTimings;
  private timer?: NodeJS.Timeout;
  private attachedTo?: Server;

  constructor(@Inject(LOGGER) private readonly logger: Logger, @Optional() @Inject(HUB_HOST_TIMINGS) timings?: HubHostTimings) {
    this.timings = timings ?? HUB_TIMINGS;
  }

  /** Live connections, all hubs together. */
  get connectionCount(): number {
    return this.connections.size;
  }

  register<S>(hub: Hub<S>): void {
    const path = normalise(hub.path);
    if (this.hubs.has(path)) throw new Error(`A hub is already hosted at ${path}`);
    this.hubs.set(path, {
      path,
      open: async (request) => {
        const state = await hub.accept(request);
        if (state instanceof HubRefusal) return state;
        return (socket) => new Connection(socket, hub as Hub<unknown>, state, this.logger, (connection) => this.connections.delete(connection));
      },
    });
  }

  /** Starts taking upgrades on `server`. */
  attach(server: Server): void {
    if (this.attachedTo) return;
    this.attachedTo = server;
    server.on('upgrade', this.upgrade);
    this.timer = setInterval(() => this.sweep(), this.timings.keepAliveMs);
    this.timer.unref();
  }

  /** Ends every live connection with a Close message that lets clients reconnect. */
  disconnectAll(error?: string): void {
    for (const connection of this.connections) connection.close(error);
  }

  /** Closes every connection (they may reconnect to another instance) and stops taking upgrades. */
  beforeApplicationShutdown(): void {
    clearInterval(this.timer);
    this.attachedTo?.off('upgrade', this.upgrade);
    this.disconnectAll('Server is shutting down');
    this.server.close();
  }

  private readonly upgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    socket.on('error', (error) => this.logger.debug({ err: error }, 'upgrade socket error'));
    let path: string;
    try {
      path = normalise(new URL(request.url ?? '/', 'http://host').pathname);
    } catch {
      refuse(socket, 400, 'Bad Request');
      return;
    }
    const hub = this.hubs.get(path);
    if (!hub) {
      refuse(socket, 404, 'Not Found');
      return;
    }
    hub.open(request).then((opened) => {
      if (opened instanceof HubRefusal) {
        refuse(socket, opened.status, opened.reason);
        return;
      }
      if (socket.destroyed) return;
      this.server.handleUpgrade(request, socket, head, (webSocket) => this.connections.add(opened(webSocket)));
    }).catch((error: unknown) => {
      this.logger.error({ err: error, hub: path }, 'hub upgrade failed');
      refuse(socket, 500, 'Internal Server Error');
    });
  };

  private sweep(): void {
    const silentSince = Date.now() - this.timings.serverTimeoutMs;
    for (const connection of this.connections) {
      if (connection.lastHeard < silentSince) connection.close(connection.isHandshaken ? 'Server timeout elapsed without receiving a message from the client.' : undefined);
      else connection.ping();
    }
  }
}

const normalise = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);
