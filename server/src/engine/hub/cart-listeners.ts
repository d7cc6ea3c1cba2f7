/**
 * Which hub connections follow which cart: a connection follows at most one cart (its latest
 * SendToken), a cart may be followed by many (one per tab).
 */
export class CartListeners<C> {
  private readonly byCart = new Map<number, Set<C>>();
  private readonly cartOf = new Map<C, number>();

  follow(listener: C, shoppingCartId: number): void {
    this.drop(listener);
    let listeners = this.byCart.get(shoppingCartId);
    if (!listeners) this.byCart.set(shoppingCartId, (listeners = new Set()));
    listeners.add(listener);
    this.cartOf.set(listener, shoppingCartId);
  }

  drop(listener: C): void {
    const cartId = this.cartOf.get(listener);
    if (cartId === undefined) return;
    this.cartOf.delete(listener);
    const listeners = this.byCart.get(cartId);
    listeners?.delete(listener);
    if (listeners?.size === 0) this.byCart.delete(cartId);
  }

  of(shoppingCartId: number): Iterable<C> {
    return this.byCart.get(shoppingCartId) ?? [];
  }

  get size(): number {
    return this.cartOf.size;
  }
}
