// The server's own memory figures through its inspector (the bench starts it with --inspect):
// RSS alone hides what fits in a heap grown earlier.
import { WebSocket } from 'ws';

const mb = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/**
 * The server's memory right after a full garbage collection, in MB (heap used, and memory outside
 * the heap: sockets' buffers), or null when the server runs without an inspector.
 */
export async function heapAfterGc(inspectUrl) {
  if (!inspectUrl) return null;
  const [target] = await (await fetch(`${inspectUrl}/json/list`)).json();
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => { socket.once('open', resolve); socket.once('error', reject); });
  let id = 0;
  const call = (method, params = {}) => new Promise((resolve) => {
    const mine = ++id;
    const listener = (data) => {
      const message = JSON.parse(data.toString('utf8'));
      if (message.id === mine) { socket.off('message', listener); resolve(message.result); }
    };
    socket.on('message', listener);
    socket.send(JSON.stringify({ id: mine, method, params }));
  });
  await call('HeapProfiler.collectGarbage');
  const { result } = await call('Runtime.evaluate', { expression: 'JSON.stringify(process.memoryUsage())', returnByValue: true });
  socket.close();
  const usage = JSON.parse(result.value);
  return { heapUsedMb: mb(usage.heapUsed), externalMb: mb(usage.external), rssMb: mb(usage.rss) };
}
