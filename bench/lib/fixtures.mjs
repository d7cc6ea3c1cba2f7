// The baselines must answer exactly what the real route answers (bytes and content-type), so
// the comparison is about the work done per request, not about payload size. The fixture is
// taken from the running server once and handed to the baseline servers as a file.
import { writeFileSync } from 'node:fs';
import { fetchWithin } from './net.mjs';

async function capture(baseUrl, route) {
  const response = await fetchWithin(`${baseUrl}${route.path}`, { method: route.method, headers: route.headers, body: route.body }, 30_000);
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) throw new Error(`${route.name} answered ${response.status}: ${body.toString('utf8').slice(0, 300)}`);
  return { method: route.method, path: route.path, status: response.status, contentType: response.headers.get('content-type'), body: body.toString('base64') };
}

/** Captures every route from the real server into `file`; returns the response sizes by route name. */
export async function captureFixtures(baseUrl, routes, file) {
  const captured = [];
  for (const route of routes) captured.push(await capture(baseUrl, route));
  writeFileSync(file, JSON.stringify({ routes: captured }));
  return Object.fromEntries(routes.map((route, index) => [route.name, Buffer.from(captured[index].body, 'base64').length]));
}
