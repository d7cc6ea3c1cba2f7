import { Injectable } from '@nestjs/common';
import { afterCommit, type Queryable } from '../db/database.js';
import { SearchIndexService } from '../prediction/search-index.service.js';
import { CatalogueIndexService } from './catalogue-index.service.js';

/**
 * A product's units over its variants and warehouses, kept in product.stock_total for list
 * filters and in both in-memory indexes (the catalogue's in-stock filters and facets, search's
 * in-stock relevance). A sale, a cancel or a return calls `refresh` in its transaction; the
 * indexes take the new totals once it commits, so a sold-out product leaves "in stock only"
 * lists at once, not at the next rebuild.
 */
@Injectable()
export class StockTotals {
  constructor(private readonly catalogue: CatalogueIndexService, private readonly search: SearchIndexService) {}

  /** Recounts the products' totals (in id order: no lock cycles between transactions). */
  async refresh(tx: Queryable, productIds: readonly number[]): Promise<void> {
    const totals: { productId: number; stockTotal: number }[] = [];
    for (const id of [...new Set(productIds)].sort((a, b) => a - b)) {
      const [row] = await tx.query<{ stock_total: number }>(
        `UPDATE product SET stock_total = (SELECT COALESCE(sum(s.quantity), 0)::int FROM stock s JOIN barcode b ON b.id = s.barcode_id WHERE b.product_id = $1)
          WHERE id = $1 RETURNING stock_total`, [id]);
      if (row) totals.push({ productId: id, stockTotal: Number(row.stock_total) });
    }
    // An index that cannot be read now is built afresh, stock included, by its next reader.
    afterCommit(tx, () => void this.apply(totals).catch(() => undefined));
  }

  private async apply(totals: readonly { productId: number; stockTotal: number }[]): Promise<void> {
    const [catalogue, search] = await Promise.all([this.catalogue.index(), this.search.index()]);
    for (const { productId, stockTotal } of totals) {
      catalogue.setStock(productId, stockTotal);
      search.setStock(productId, stockTotal);
    }
  }
}
