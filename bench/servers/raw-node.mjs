// Baseline (a): the fastest a Node process on this core can answer these bytes. Reads the whole
// request body before answering, as the real POST route must.
import { createServer } from 'node:http';
import { announcePort, loadFixture } from './fixture.mjs';

const routes = new Map(loadFixture(process.argv[2]).map((route) => [`${route.method} ${route.path}`, route]));

const server = createServer((request, response) => {
  const route = routes.get(`${request.method} ${request.url}`);
  request.resume();
  request.once('end', () => {
    if (!route) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(route.status, { 'content-type': route.contentType, 'content-length': route.body.length });
    response.end(route.body);
  });
});
server.listen(0, '127.0.0.1', () => announcePort(server.address().port));
