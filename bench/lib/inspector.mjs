// The server's own memory figures through its inspector (the bench starts it with --inspect):
// RSS alone hides what fits in a heap grown earlier.
import { WebSocket } from 'ws';

const mb = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** Runs work(call) on a session with the server's inspector; call(method, params) answers the result. */
export async function withInspector(inspectUrl, work) {
  const [target] = await (await fetch(`${inspectUrl}/json/list`)).json();
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => { socket.once('open', resolve); socket.once('error', reject); });
  let id = 0;
  const call = (method, params = {}) => new Promise((resolve, reject) => {
    const mine = ++id;
    const listener = (data) => {
      const message = JSON.parse(data.toString('utf8'));
      if (message.id !== mine) return;
      socket.off('message', listener);
      if (message.error) reject(new Error(`${method}: ${message.error.message}`));
      else resolve(message.result);
    };
    socket.on('message', listener);
    socket.send(JSON.stringify({ id: mine, method, params }));
  });
  try {
    return await work(call);
  } finally {
    socket.close();
  }
}

/** The value of a JavaScript expression evaluated in the server, which must answer JSON text. */
export async function evaluateJson(call, expression) {
  const { result, exceptionDetails } = await call('Runtime.evaluate', { expression, returnByValue: true });
  if (exceptionDetails) throw new Error(`the server could not evaluate the bench's probe: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
  return JSON.parse(result.value);
}

/**
 * The server's memory right after a full garbage collection, in MB (heap used, and memory outside
 * the heap: sockets' buffers), or null when the server runs without an inspector.
 */
export async function heapAfterGc(inspectUrl) {
  if (!inspectUrl) return null;
  const usage = await withInspector(inspectUrl, async (call) => {
    await call('HeapProfiler.collectGarbage');
    return evaluateJson(call, 'JSON.stringify(process.memoryUsage())');
  });
  return { heapUsedMb: mb(usage.heapUsed), externalMb: mb(usage.external), rssMb: mb(usage.rss) };
}
