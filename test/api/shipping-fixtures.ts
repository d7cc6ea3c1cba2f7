import type { Cart } from '../../contracts/cart/entities.js';
import { CartTotalType } from '../../contracts/enums.js';
import type { Database } from '../../server/src/engine/db/database.js';

/** A variant with what a shipping test needs to know of its product. */
export interface PricedVariant {
  productId: number;
  stockBarcodeId: number;
  name: string;
  /** Minor units, TRY, tax included. */
  price: number;
  stock: number;
  /** In the watches category (1), which the seeded free-shipping campaign reaches. */
  watch: boolean;
}

/** Approved variants on the shelf with a TRY price and at least `minimumStock` units, by product id. */
export async function pricedVariants(db: Database, minimumStock = 5): Promise<PricedVariant[]> {
  const rows = await db.query<Record<string, unknown>>(
    `SELECT bc.id AS barcode_id, p.id AS product_id, p.name_tr, pp.sales_price,
            (SELECT COALESCE(sum(s.quantity), 0)::int FROM stock s WHERE s.barcode_id = bc.id) AS stock,
            EXISTS (SELECT 1 FROM product_category pc JOIN category c ON c.id = pc.category_id WHERE pc.product_id = p.id AND 1 = ANY(c.path)) AS watch
       FROM barcode bc
       JOIN product p ON p.id = bc.product_id AND p.is_approved AND p.is_on_shelf
       JOIN product_price pp ON pp.product_id = p.id AND pp.currency_id = 1
      ORDER BY p.id, bc.id`);
  return rows.map((row) => ({
    productId: Number(row.product_id), stockBarcodeId: Number(row.barcode_id), name: String(row.name_tr), price: Number(row.sales_price), stock: Number(row.stock), watch: Boolean(row.watch),
  })).filter((variant) => variant.stock >= minimumStock && variant.price > 0);
}

export const shippingLineOf = (cart: Cart) => cart.items.find((item) => item.isShipment);
export const netTotalOf = (cart: Cart) => cart.totals.find((total) => total.typeId === CartTotalType.NetTotal)!.value;
