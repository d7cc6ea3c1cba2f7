import { jest } from '@jest/globals';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { chain, type Middleware } from './middleware-chain.js';

const request = {} as IncomingMessage;
const response = {} as ServerResponse;

describe('chain', () => {
  it('runs each step in order, then next once with no error', () => {
    const order: string[] = [];
    const step = (name: string): Middleware => (_request, _response, next) => { order.push(name); next(); };
    const next = jest.fn();
    chain(step('a'), step('b'), step('c'))(request, response, next);
    expect(order).toEqual(['a', 'b', 'c']);
    expect(next).toHaveBeenCalledTimes(1);
    expect(next).toHaveBeenCalledWith(undefined);
  });

  it('stops at the first error and hands it to next', () => {
    const failure = new Error('unreadable');
    const after = jest.fn();
    const next = jest.fn();
    chain((_request, _response, go) => go(failure), (_request, _response, go) => { after(); go(); })(request, response, next);
    expect(after).not.toHaveBeenCalled();
    expect(next).toHaveBeenCalledWith(failure);
  });

  it('lets a step answer by itself: next is never called', () => {
    const next = jest.fn();
    chain(() => undefined, (_request, _response, go) => go())(request, response, next);
    expect(next).not.toHaveBeenCalled();
  });
});
