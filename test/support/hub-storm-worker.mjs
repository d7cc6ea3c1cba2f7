// Live-channel tabs for the reconnect-storm scenario (issue 17 item 4), in a worker thread so the
// clients' own work does not share the event loop of the app under test. Raw WebSockets speak the
// SignalR JSON hub protocol as the browser's client does: handshake, SendToken, and on a lost
// channel a reconnect at once (the browser's first reconnect delay is 0). The first `cartTabs`
// carry the cookie of a shopper with a cart; the others browse without one.
// workerData: { url, path, cookie, tabs, cartTabs }. Messages in: 'status' (with `version`),
// 'blip' (every tab's connection is cut at once, as when the network drops: each reconnects),
// 'stop'. Messages out: { open, heard, stray, failures } for each 'status', { blipped } for 'blip'.
import { parentPort, workerData } from 'node:worker_threads';
import { WebSocket } from 'ws';

const { url, path, cookie, tabs: count, cartTabs } = workerData;
const RS = '\x1e';
let stopping = false;
let failures = 0;

/** One tab: whether its channel is open and answered SendToken, and the cart versions it heard. */
const tabs = Array.from({ length: count }, (_, index) => ({ withCart: index < cartTabs, ready: false, versions: [], socket: undefined }));

function connect(tab) {
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}${path}`, tab.withCart ? { headers: { cookie } } : {});
  tab.socket = socket;
  tab.ready = false;
  let buffer = '';
  let shaken = false;
  socket.on('open', () => socket.send(`${JSON.stringify({ protocol: 'json', version: 1 })}${RS}`));
  socket.on('message', (data) => {
    buffer += data.toString('utf8');
    const records = buffer.split(RS);
    buffer = records.pop();
    for (const record of records) {
      const message = JSON.parse(record);
      if (!shaken) {
        shaken = true;
        socket.send(`${JSON.stringify({ type: 1, target: 'SendToken', arguments: [''], invocationId: '0' })}${RS}`);
      } else if (message.type === 3 && message.invocationId === '0') {
        if (message.error) failures += 1; else tab.ready = true;
      } else if (message.type === 1 && message.target === 'OnShoppingCartUpdated') {
        tab.versions.push(message.arguments[0].version);
      }
    }
  });
  // A dropped or refused socket errors, then closes: the close handler reconnects.
  socket.on('error', () => undefined);
  socket.on('close', () => {
    tab.ready = false;
    // A refused connection is tried again shortly; a dropped one at once, as the browser does.
    if (!stopping) setTimeout(() => connect(tab), shaken ? 0 : 100);
  });
}

for (const tab of tabs) connect(tab);

parentPort.on('message', (message) => {
  if (message.type === 'status') {
    const version = message.version ?? Infinity;
    parentPort.postMessage({
      open: tabs.filter((tab) => tab.ready).length,
      heard: tabs.filter((tab) => tab.withCart && tab.versions.some((heard) => heard >= version)).length,
      stray: tabs.filter((tab) => !tab.withCart && tab.versions.length > 0).length,
      failures,
    });
  } else if (message.type === 'blip') {
    for (const tab of tabs) tab.socket?.terminate();
    parentPort.postMessage({ blipped: tabs.length });
  } else if (message.type === 'stop') {
    stopping = true;
    for (const tab of tabs) tab.socket?.terminate();
    parentPort.close();
  }
});
