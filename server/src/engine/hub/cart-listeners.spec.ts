import { CartListeners } from './cart-listeners.js';

describe('CartListeners (who hears a cart change)', () => {
  it('a connection follows only the cart of its latest token; other carts stay silent', () => {
    const listeners = new CartListeners<string>();
    listeners.follow('tab-1', 7);
    listeners.follow('tab-2', 7);
    listeners.follow('other', 8);
    expect([...listeners.of(7)]).toEqual(['tab-1', 'tab-2']);
    listeners.follow('tab-1', 9);
    expect([...listeners.of(7)]).toEqual(['tab-2']);
    expect([...listeners.of(9)]).toEqual(['tab-1']);
    listeners.drop('tab-2');
    expect([...listeners.of(7)]).toEqual([]);
    expect(listeners.size).toBe(2);
  });
});
