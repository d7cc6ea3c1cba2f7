import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { HttpAdapterHost } from '@nestjs/core';
import { deferred } from '../../../test/support/deferred.js';
import { KeepAliveDrain } from './keep-alive-drain.js';

describe('KeepAliveDrain (a stop does not wait out keep-alive)', () => {
  it('lets the server close once a request that was running at the stop is answered', async () => {
    const answer = deferred<void>();
    const started = deferred<void>();
    const server = http.createServer((_request, response) => {
      started.resolve();
      void answer.promise.then(() => response.end('done'));
    });
    // Far longer than the test's timeout: without the drain, the closing below never finishes.
    server.keepAliveTimeout = 10 * 60_000;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const agent = new http.Agent({ keepAlive: true });
    try {
      const body = new Promise<string>((resolve, reject) => {
        http.get({ host: '127.0.0.1', port: (server.address() as AddressInfo).port, agent }, (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => { text += chunk.toString(); }).on('end', () => resolve(text)).on('error', reject);
        }).on('error', reject);
      });
      await started.promise;

      new KeepAliveDrain({ httpAdapter: { getHttpServer: () => server } } as unknown as HttpAdapterHost).beforeApplicationShutdown();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      answer.resolve();

      expect(await body).toBe('done');
      await closed;
      expect(server.listening).toBe(false);
    } finally {
      agent.destroy();
      server.closeAllConnections();
    }
  });
});
