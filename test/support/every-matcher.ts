/**
 * expect(list).toHaveEvery(predicate): the list holds at least one item and every item passes.
 * `expect(list.every(...)).toBe(true)` passes on an empty list, so a check written that way
 * cannot fail when the thing it looks at is missing. Set up for every jest project (jest.config.js).
 */
expect.extend({
  toHaveEvery(received: unknown, predicate: (item: unknown) => unknown) {
    if (!Array.isArray(received)) return { pass: false, message: () => `expected an array, got ${typeof received}` };
    if (received.length === 0) return { pass: false, message: () => 'expected a non-empty list, got []' };
    const failing = received.findIndex((item) => !predicate(item));
    return failing === -1
      ? { pass: true, message: () => `expected some of the ${received.length} items to fail` }
      : { pass: false, message: () => `item ${failing} of ${received.length} fails: ${this.utils.printReceived(received[failing])}` };
  },
});

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- jest's matchers are declared in this namespace
  namespace jest {
    interface Matchers<R, T> {
      /** The list is not empty and `predicate` holds for every item. */
      toHaveEvery(predicate: (item: T extends readonly (infer I)[] ? I : never) => unknown): R;
    }
  }
}

export {};
