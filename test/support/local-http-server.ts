import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as a local test server saw it, body read in full. */
export interface ReceivedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  socket: unknown;
}

export interface LocalHttpServer {
  url: string;
  /** Every request received, in order. */
  received: ReceivedRequest[];
  close(): Promise<void>;
}

/**
 * A real HTTP server on a free loopback port whose answers a test scripts: unit tests of code
 * that talks HTTP run against it instead of a mock.
 */
export async function startLocalHttpServer(
  answer: (request: ReceivedRequest, response: http.ServerResponse, baseUrl: string) => void,
): Promise<LocalHttpServer> {
  const received: ReceivedRequest[] = [];
  let url = '';
  const server = http.createServer((incoming, response) => {
    let body = '';
    incoming.on('data', (chunk) => { body += chunk; });
    incoming.on('end', () => {
      const request = { method: incoming.method ?? '', url: incoming.url ?? '', headers: incoming.headers, body, socket: incoming.socket };
      received.push(request);
      answer(request, response, url);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
