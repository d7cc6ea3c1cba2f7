import { IncomingMessage, ServerResponse } from 'node:http';

/** What an Express app gives each request and response it handles as their prototype. */
export interface ExpressPrototypes {
  request: object;
  response: object;
}

/** The request and response constructors of Node's HTTP server options (http.createServer). */
export interface HttpMessageClasses {
  IncomingMessage: typeof IncomingMessage;
  ServerResponse: typeof ServerResponse;
}

/**
 * A constructor of `Base`'s objects that have `prototype` from birth: `new` makes the object, then
 * Base initialises it as a function constructor (Node's IncomingMessage and ServerResponse are
 * such functions). Reflect.construct(Base, args, Born) makes the same object, but measured as
 * badly as Express's setPrototypeOf (~9 KB a request to the old generation), so it is only the
 * way for a Base written as a class, which cannot be called.
 */
export function bornWith<T extends object>(Base: new (first: never, second?: never) => T, prototype: object): new (first: never, second?: never) => T {
  if (/^class\b/.test(Function.prototype.toString.call(Base))) {
    const BornOfClass = function (first: never, second?: never): T { return Reflect.construct(Base, [first, second], BornOfClass) as T; };
    BornOfClass.prototype = prototype;
    return BornOfClass as unknown as new (first: never, second?: never) => T;
  }
  const initialise = Base as unknown as (this: T, first: never, second?: never) => void;
  function Born(this: T, first: never, second?: never): void {
    initialise.call(this, first, second);
  }
  Born.prototype = prototype;
  return Born as unknown as new (first: never, second?: never) => T;
}

const made = new WeakMap<ExpressPrototypes, HttpMessageClasses>();

/**
 * Requests and responses made with the Express app's own prototypes (app.request, app.response).
 *
 * Why: Express gives every request and response its prototypes with Object.setPrototypeOf. On V8
 * an object whose prototype is changed that way outlives the young generation's collections: a
 * bare Express route moved ~11 KB of every request to the old generation and ran 22 full
 * collections in 6 s of one connection's requests (plain Node http: none), each holding requests
 * 10-25 ms. Born with those prototypes, the objects find Express's setPrototypeOf already
 * satisfied: it changes nothing, nothing outlives its request, no full collection ran, and the
 * route answered 1.5x the requests (issue 28). One pair per app: one hidden class for its requests.
 */
export function expressBorn(app: ExpressPrototypes): HttpMessageClasses {
  let classes = made.get(app);
  if (!classes) {
    classes = { IncomingMessage: bornWith(IncomingMessage as never, app.request), ServerResponse: bornWith(ServerResponse as never, app.response) } as HttpMessageClasses;
    made.set(app, classes);
  }
  return classes;
}
