import type { Server } from 'node:http';
import { Injectable, type BeforeApplicationShutdown } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';

/**
 * At a stop, keep-alive connections end as soon as they fall idle. Closing the server waits for
 * every connection to end, and Node closes only those idle at that moment: one that was busy then
 * stays open for the full keep-alive time after its answer (a minute here, bootstrap.ts), past
 * the stop's grace period (main.ts), and the process exits with a failure instead of cleanly.
 */
@Injectable()
export class KeepAliveDrain implements BeforeApplicationShutdown {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  beforeApplicationShutdown(): void {
    const server = this.adapterHost.httpAdapter?.getHttpServer() as Server | undefined;
    if (!server) return;
    // Read by Node when an answer finishes: the idle socket is then closed at once.
    server.keepAliveTimeout = 1;
    server.closeIdleConnections();
  }
}
