import { Inject, Injectable } from '@nestjs/common';
import { BadInputError, NotFoundError } from '../../common/errors.js';
import { CurrencyRepository } from '../currency/currency.repository.js';
import { DATABASE, type Database, type Queryable } from '../db/database.js';
import { ProductAlarms } from '../member-product/product-alarms.js';
import { insertRows } from '../seed/batch-insert.js';
import { CatalogueChanges } from './catalogue-changes.js';

/** A price as it stands after a set price (major units, as the gateway writes prices). */
export interface SetPriceResult {
  productId: number;
  currencyId: number;
  salesPrice: number;
  basePrice: number;
  discountRate: number;
  /** Price alarms this change mailed. */
  alarmsNotified: number;
}

/** A variant's stock after a set stock. */
export interface SetStockResult {
  productId: number;
  stockBarcodeId: number;
  warehouseId: number;
  quantity: number;
  /** The variant's units over every warehouse, and the product's. */
  variantUnits: number;
  productUnits: number;
  /** Stock alarms this change mailed. */
  alarmsNotified: number;
}

const toMinor = (major: number) => Math.round(major * 100);

/** (base - sales) / base as a whole percent, as product_price.discount_rate keeps it. */
export const discountRate = (base: number, sales: number) => (base > 0 ? Math.round(((base - sales) / base) * 100) : 0);

/** A product's whole prices and the stock of some of its variants, as a console edit or an import sets them (minor units). */
export interface ProductPricesAndStock {
  productId: number;
  /** Made in this transaction: it had no price or stock before, so no alarm can wait for it (nothing to read or take). */
  created?: boolean;
  prices: { currencyId: number; salesPrice: number; basePrice: number }[];
  /** The variants whose stock is set: a warehouse `stock` does not name holds none of them; other variants keep theirs. */
  barcodeIds: number[];
  stock: { barcodeId: number; warehouseId: number; quantity: number }[];
}

/**
 * The engine's price and stock changes (an operator's, or an integration's): the one write path
 * of prices and stock, so price-drop and back-in-stock alarms fire from here (issue 14 item 6),
 * and the catalogue's change is announced after (CatalogueChanges: indexes rebuilt, shop caches emptied).
 */
@Injectable()
export class CatalogueWriteService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly alarms: ProductAlarms,
    private readonly currencies: CurrencyRepository,
    private readonly changes: CatalogueChanges,
  ) {}

  async setPrice(productId: number, currencyId: number, salesPrice: number, basePrice?: number): Promise<SetPriceResult> {
    const sales = toMinor(salesPrice);
    if (basePrice !== undefined && toMinor(basePrice) < sales) throw new BadInputError('basePrice must not be below salesPrice');
    const result = await this.db.transaction(async (tx) => {
      await this.lockProduct(tx, productId);
      if (!(await this.currencies.byId(tx, currencyId))) throw new NotFoundError('Currency not found');
      const [old] = await tx.query<{ base_price: string | number }>('SELECT base_price FROM product_price WHERE product_id = $1 AND currency_id = $2', [productId, currencyId]);
      const base = basePrice !== undefined ? toMinor(basePrice) : Math.max(old ? Number(old.base_price) : sales, sales);
      const rate = discountRate(base, sales);
      await tx.query(
        `INSERT INTO product_price (product_id, currency_id, base_price, sales_price, discount_rate) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (product_id, currency_id) DO UPDATE SET base_price = EXCLUDED.base_price, sales_price = EXCLUDED.sales_price, discount_rate = EXCLUDED.discount_rate`,
        [productId, currencyId, base, sales, rate]);
      const alarmsNotified = await this.alarms.priceChanged(tx, productId, currencyId, sales);
      return { productId, currencyId, salesPrice: sales / 100, basePrice: base / 100, discountRate: rate, alarmsNotified };
    });
    this.alarms.flush();
    await this.changes.changed();
    return result;
  }

  /** Sets the units of a variant in a warehouse; a variant, or the product, back from 0 fires its stock alarms. */
  async setStock(stockBarcodeId: number, warehouseId: number, quantity: number): Promise<SetStockResult> {
    const result = await this.db.transaction(async (tx) => {
      const [barcode] = await tx.query<{ product_id: number }>('SELECT product_id FROM barcode WHERE id = $1', [stockBarcodeId]);
      if (!barcode) throw new NotFoundError('Stock barcode not found');
      const productId = Number(barcode.product_id);
      // One stock change of a product at a time: "was it 0 before?" holds until this commits.
      await this.lockProduct(tx, productId);
      const [warehouse] = await tx.query<{ found: boolean }>('SELECT EXISTS (SELECT 1 FROM warehouse WHERE id = $1) AS found', [warehouseId]);
      if (!warehouse?.found) throw new NotFoundError('Warehouse not found');
      const before = await this.units(tx, productId, stockBarcodeId);
      await tx.query(
        `INSERT INTO stock (barcode_id, warehouse_id, quantity) VALUES ($1, $2, $3)
         ON CONFLICT (barcode_id, warehouse_id) DO UPDATE SET quantity = EXCLUDED.quantity`, [stockBarcodeId, warehouseId, quantity]);
      const after = await this.units(tx, productId, stockBarcodeId);
      await tx.query('UPDATE product SET stock_total = $2 WHERE id = $1', [productId, after.product]);
      const alarmsNotified = await this.alarms.stockReturned(tx, productId, before.variant === 0 && after.variant > 0 ? [stockBarcodeId] : [], before.product === 0 && after.product > 0);
      return { productId, stockBarcodeId, warehouseId, quantity, variantUnits: after.variant, productUnits: after.product, alarmsNotified };
    });
    this.alarms.flush();
    await this.changes.changed();
    return result;
  }

  /**
   * Sets prices and stock of many products in the caller's transaction (the console's product
   * saves, an import: statements per batch, not per row), products locked as setPrice and
   * setStock lock them; price-drop and back-in-stock alarms of products that had prices or stock
   * before are taken as those set them. Call `announce()` once the transaction has committed.
   * Answers how many alarms mailed.
   */
  async writePricesAndStock(tx: Queryable, products: readonly ProductPricesAndStock[]): Promise<number> {
    if (!products.length) return 0;
    const ids = products.map((product) => product.productId);
    await tx.query('SELECT id FROM product WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE', [ids]);
    const known = products.filter((product) => !product.created).map((product) => product.productId);
    const oldPrices = await tx.query<{ product_id: number; currency_id: number; sales_price: string | number }>(
      'SELECT product_id, currency_id, sales_price FROM product_price WHERE product_id = ANY($1::int[])', [known]);
    const unitsBefore = await this.variantUnits(tx, known);
    const barcodeIds = products.flatMap((product) => product.barcodeIds);
    await tx.query('DELETE FROM product_price WHERE product_id = ANY($1::int[])', [ids]);
    await tx.query('DELETE FROM stock WHERE barcode_id = ANY($1::int[])', [barcodeIds]);
    const prices = products.flatMap((product) => product.prices.map((price) => [product.productId, price.currencyId, price.basePrice, price.salesPrice, discountRate(price.basePrice, price.salesPrice)]));
    await insertRows(tx, 'product_price', [['product_id', 'int'], ['currency_id', 'int'], ['base_price', 'bigint'], ['sales_price', 'bigint'], ['discount_rate', 'int']], prices);
    const stock = products.flatMap((product) => product.stock.filter((line) => line.quantity > 0).map((line) => [line.barcodeId, line.warehouseId, line.quantity]));
    await insertRows(tx, 'stock', [['barcode_id', 'int'], ['warehouse_id', 'int'], ['quantity', 'int']], stock);
    // One aggregate over the products' stock, not a sum per product; a row whose total is already right is not rewritten.
    await tx.query(`UPDATE product p SET stock_total = COALESCE(t.units, 0)
      FROM unnest($1::int[]) AS i(id) LEFT JOIN (SELECT b.product_id, sum(s.quantity)::int AS units FROM barcode b JOIN stock s ON s.barcode_id = b.id
        WHERE b.product_id = ANY($1::int[]) GROUP BY b.product_id) t ON t.product_id = i.id WHERE p.id = i.id AND p.stock_total IS DISTINCT FROM COALESCE(t.units, 0)`, [ids]);
    const unitsAfter = await this.variantUnits(tx, known);
    let mailed = 0;
    const oldPrice = new Map(oldPrices.map((row) => [`${row.product_id}:${row.currency_id}`, Number(row.sales_price)]));
    for (const product of products) {
      if (product.created) continue;
      for (const price of product.prices) {
        const before = oldPrice.get(`${product.productId}:${price.currencyId}`);
        if (before !== undefined && before !== price.salesPrice) mailed += await this.alarms.priceChanged(tx, product.productId, price.currencyId, price.salesPrice);
      }
      const before = unitsBefore.get(product.productId);
      if (!before) continue;
      const after = unitsAfter.get(product.productId)!;
      const returned = [...after.variants].filter(([barcodeId, units]) => units > 0 && (before.variants.get(barcodeId) ?? 0) === 0).map(([barcodeId]) => barcodeId);
      mailed += await this.alarms.stockReturned(tx, product.productId, returned, before.total === 0 && after.total > 0);
    }
    return mailed;
  }

  /** After a committed writePricesAndStock (or other catalogue change): alarms mailed, indexes rebuilt, the shop told. */
  async announce(): Promise<void> {
    this.alarms.flush();
    await this.changes.changed();
  }

  /** Units per variant and in all of each product that has variants. */
  private async variantUnits(tx: Queryable, ids: number[]): Promise<Map<number, { total: number; variants: Map<number, number> }>> {
    const rows = await tx.query<{ product_id: number; id: number; units: number }>(
      `SELECT b.product_id, b.id, COALESCE(sum(s.quantity), 0)::int AS units FROM barcode b LEFT JOIN stock s ON s.barcode_id = b.id
        WHERE b.product_id = ANY($1::int[]) GROUP BY b.product_id, b.id`, [ids]);
    const units = new Map<number, { total: number; variants: Map<number, number> }>();
    for (const row of rows) {
      const product = units.get(Number(row.product_id)) ?? { total: 0, variants: new Map<number, number>() };
      product.total += Number(row.units);
      product.variants.set(Number(row.id), Number(row.units));
      units.set(Number(row.product_id), product);
    }
    return units;
  }

  private async lockProduct(tx: Queryable, productId: number): Promise<void> {
    const [row] = await tx.query('SELECT id FROM product WHERE id = $1 FOR UPDATE', [productId]);
    if (!row) throw new NotFoundError('Product not found');
  }

  private async units(tx: Queryable, productId: number, stockBarcodeId: number): Promise<{ variant: number; product: number }> {
    const [row] = await tx.query<{ variant: number; product: number }>(
      `SELECT COALESCE(sum(s.quantity) FILTER (WHERE b.id = $2), 0)::int AS variant, COALESCE(sum(s.quantity), 0)::int AS product
         FROM barcode b JOIN stock s ON s.barcode_id = b.id WHERE b.product_id = $1`, [productId, stockBarcodeId]);
    return { variant: Number(row?.variant ?? 0), product: Number(row?.product ?? 0) };
  }
}
