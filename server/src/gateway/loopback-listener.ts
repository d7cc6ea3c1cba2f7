import type { Server } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';

/**
 * A second listening socket, on loopback, for the process's calls to itself: the storefront to
 * its embedded engine (routes, realm, hub) and the image service to the media originals. Its
 * connections are handed to the same HTTP server, so they are served exactly as any other.
 *
 * Why apart from the public port: Node (libuv) accepts one new connection per listener per turn
 * of the event loop. Under a crowd of shoppers opening connections, the storefront's own engine
 * calls queued behind theirs in the one accept line, long enough to pass the gateway timeout
 * (502 under the bench's 200-shopper load) while the engine itself answered in milliseconds.
 */
export async function listenOnLoopback(server: Server): Promise<number> {
  const loopback = createServer((socket) => server.emit('connection', socket));
  await new Promise<void>((resolve, reject) => {
    loopback.once('error', reject);
    loopback.listen(0, '127.0.0.1', () => resolve());
  });
  // Stops accepting with the public port; the connections themselves belong to the HTTP server, which closes them.
  server.once('close', () => loopback.close());
  return (loopback.address() as AddressInfo).port;
}
