/** The parts of an Express (router 2) layer this module reads and wraps. */
export interface RouterLayer {
  route?: unknown;
  rawPath?: unknown;
  slash?: boolean;
  matchers?: unknown[];
  match(path: string): unknown;
}

/** A path of plain characters only: no parameter, wildcard, group or escape of path-to-regexp. */
const PLAIN_PATH = /^\/[A-Za-z0-9\-._~/]*$/;

/**
 * Express finds a request's route by trying the app's layers in turn, each with its own
 * path-to-regexp matcher: with ~370 routes, a request to a late one runs hundreds of regular
 * expressions, and an /api request served by the embedded engine does it twice (the storefront's
 * route, then the engine's in process): 0.15-0.2 ms of CPU per cart request (issue 28 item 4).
 * A route whose path has no parameter matches exactly its own text when routing is case
 * sensitive and strict (bootstrap.ts sets both), so its layer first compares the text and runs
 * its matcher only on equal text: the same answer, for a string comparison on every other path.
 * A layer is wrapped only once its own matcher shows it is strict and case sensitive (a
 * trailing slash, a longer path and another case do not match), so a changed routing setting
 * wraps nothing.
 * Answers how many layers were wrapped.
 */
export function matchPlainRoutesByText(router: { stack: RouterLayer[] }): number {
  let wrapped = 0;
  for (const layer of router.stack) {
    const path = layer.rawPath;
    if (!layer.route || layer.slash || typeof path !== 'string' || layer.matchers?.length !== 1 || !PLAIN_PATH.test(path)) continue;
    const own = layer.match.bind(layer);
    const exact = Boolean(own(path)) && !own(`${path}/`) && !own(`${path}/x`) && (path.toUpperCase() === path || !own(path.toUpperCase()))
      && (path.toLowerCase() === path || !own(path.toLowerCase()));
    if (!exact) continue;
    layer.match = (candidate: string) => (candidate === path ? own(candidate) : false);
    wrapped += 1;
  }
  return wrapped;
}
