import { createServer } from 'node:net';

/** A loopback TCP port nobody listens on right now, for a server a test starts as a child process. */
export const freePort = () => new Promise<number>((resolve, reject) => {
  const probe = createServer();
  probe.once('error', reject);
  probe.listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as { port: number };
    probe.close(() => resolve(port));
  });
});
