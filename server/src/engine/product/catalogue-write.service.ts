import { Inject, Injectable } from '@nestjs/common';
import { BadInputError, NotFoundError } from '../../common/errors.js';
import { CurrencyRepository } from '../currency/currency.repository.js';
import { DATABASE, type Database, type Queryable } from '../db/database.js';
import { ProductAlarms } from '../member-product/product-alarms.js';
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
      const discountRate = base > 0 ? Math.round(((base - sales) / base) * 100) : 0;
      await tx.query(
        `INSERT INTO product_price (product_id, currency_id, base_price, sales_price, discount_rate) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (product_id, currency_id) DO UPDATE SET base_price = EXCLUDED.base_price, sales_price = EXCLUDED.sales_price, discount_rate = EXCLUDED.discount_rate`,
        [productId, currencyId, base, sales, discountRate]);
      const alarmsNotified = await this.alarms.priceChanged(tx, productId, currencyId, sales);
      return { productId, currencyId, salesPrice: sales / 100, basePrice: base / 100, discountRate, alarmsNotified };
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
