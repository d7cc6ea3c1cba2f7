import { Inject, Injectable } from '@nestjs/common';
import type { StockAvailability, Warehouse } from '../../../../contracts/catalogue/entities.js';
import { DATABASE, type Database } from '../db/database.js';

// Only an approved product's variants: a hidden (unapproved) product's stock is not shown to
// anyone, exactly as its page is not (issue 27 item 12).
const AVAILABILITY = `SELECT b.product_id AS "productId", b.id AS "stockBarcodeId", b.barcode, b.size, w.id AS "warehouseId",
                             w.name AS "warehouseName", COALESCE(s.quantity, 0)::int AS quantity
                        FROM barcode b JOIN product p ON p.id = b.product_id AND p.is_approved CROSS JOIN warehouse w
                        LEFT JOIN stock s ON s.barcode_id = b.id AND s.warehouse_id = w.id`;

/** Stock and warehouse reads of the engine. */
@Injectable()
export class StockRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Every variant of a product in every warehouse (0 where none is held); undefined for an unknown or hidden product. */
  async byProduct(productId: number): Promise<StockAvailability[] | undefined> {
    const [rows, [exists]] = await Promise.all([
      this.db.query<StockAvailability>(`${AVAILABILITY} WHERE b.product_id = $1 ORDER BY b.sort_order, b.id, w.id`, [productId]),
      this.db.query<{ found: boolean }>('SELECT EXISTS (SELECT 1 FROM product WHERE id = $1 AND is_approved) AS found', [productId]),
    ]);
    return exists?.found ? rows : undefined;
  }

  /** One variant in every warehouse; empty for an unknown barcode id or a hidden product's. */
  byBarcode(stockBarcodeId: number): Promise<StockAvailability[]> {
    return this.db.query<StockAvailability>(`${AVAILABILITY} WHERE b.id = $1 ORDER BY w.id`, [stockBarcodeId]);
  }

  warehouses(): Promise<Warehouse[]> {
    return this.db.query<Warehouse>('SELECT id, code, name FROM warehouse ORDER BY id');
  }

  async warehouse(id: number): Promise<Warehouse | undefined> {
    const [row] = await this.db.query<Warehouse>('SELECT id, code, name FROM warehouse WHERE id = $1', [id]);
    return row;
  }
}
