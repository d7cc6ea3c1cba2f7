import type { IncomingMessage, ServerResponse } from 'node:http';

/** A connect-style middleware; calling next with an error hands it on. */
export type Middleware<Req extends IncomingMessage = IncomingMessage, Res extends ServerResponse = ServerResponse> =
  (request: Req, response: Res, next: (error?: unknown) => void) => void;

/**
 * Runs middlewares one after another as one: the app's front door passes every request through
 * several small steps, and one router layer instead of one per step keeps Express's per-layer
 * matching off the hot path. The first error goes to next and skips the rest.
 */
export function chain<Req extends IncomingMessage, Res extends ServerResponse>(...steps: Middleware<Req, Res>[]): Middleware<Req, Res> {
  return (request, response, next) => {
    const run = (index: number, error?: unknown): void => {
      if (error !== undefined || index === steps.length) return next(error);
      steps[index](request, response, (failure?: unknown) => run(index + 1, failure));
    };
    run(0);
  };
}
