import request from 'supertest';
import type { Cart } from '../../contracts/cart/entities.js';
import { CartTotalType } from '../../contracts/enums.js';
import type { Database } from '../../server/src/engine/db/database.js';
import type { Variant } from './cart-fixtures.js';
import { cardOf, guestShopper, registerShopper, type Shopper } from './order-fixtures.js';

/** A signed-in shopper (member or guest) with one address, as the card payment specs need one. */
export type PayingShopper = Shopper;
export { cardOf };

/** The shop's API for card payment specs: shoppers, carts, placement and the database's view. */
export function paymentFixtures(url: () => string, db: () => Database) {
  const api = () => request(url());
  const one = async (sql: string, params: unknown[] = []) => Number((await db().query<{ n: number }>(sql, params))[0].n);
  return {
    api,
    member: (): Promise<PayingShopper> => registerShopper(url(), 'kart'),
    guest: (): Promise<PayingShopper> => guestShopper(url(), 'kart-misafir'),
    async fill(shopper: PayingShopper, variant: Variant, quantity = 1): Promise<Cart> {
      const response = await api().post('/api/add-to-cart').set('Cookie', shopper.cookie).send({ productId: variant.productId, stockBarcodeId: variant.stockBarcodeId, quantity }).expect(200);
      return response.body.cart as Cart;
    },
    netOf: (cart: Cart) => cart.totals.find((total) => total.typeId === CartTotalType.NetTotal)!.priceWithTax,
    cartOf: async (shopper: PayingShopper) => (await api().post('/api/get-cart').set('Cookie', shopper.cookie).send({}).expect(200)).body.cart as Cart,
    place(shopper: PayingShopper, body: Record<string, unknown>, key?: string) {
      const pending = api().post('/api/place-order').set('Cookie', shopper.cookie);
      return (key ? pending.set('Idempotency-Key', key) : pending).send({ shippingAddressId: shopper.addressId, ...body });
    },
    stockOf: (barcodeId: number) => one('SELECT COALESCE(sum(quantity), 0)::int AS n FROM stock WHERE barcode_id = $1', [barcodeId]),
    orderCount: () => one('SELECT count(*)::int AS n FROM orders'),
    ordersOf: (email: string) => one('SELECT count(*)::int AS n FROM orders WHERE email = $1', [email]),
  };
}
