import { Injectable } from '@nestjs/common';
import { FIGURE_PERIODS, type FigurePeriod, type LowStockRow, type SalesFigures, type TopProductMeasure, type TopProductRow, type ZeroResultSearchRow } from '../../../../contracts/admin/figures.js';
import { SHOP_TIME_ZONE } from '../../../../contracts/site/shop-dates.js';
import { figurePeriod } from './figure-periods.js';
import { FiguresRepository, type LowStockFilter } from './figures.repository.js';

/** The day's figures of the console's dashboard (issue 30 item 6), over calendar periods of the shop's zone (S1.06). */
@Injectable()
export class FiguresService {
  constructor(private readonly figures: FiguresRepository) {}

  /** Orders and revenue per currency today, this week and this month, each against the period before. */
  async sales(now = new Date()): Promise<SalesFigures> {
    const periods = await Promise.all(FIGURE_PERIODS.map(async (period) => {
      const { current, previous } = figurePeriod(period, now, SHOP_TIME_ZONE);
      return { period, current, previous, currencies: await this.figures.sales(current, previous) };
    }));
    return { timeZone: SHOP_TIME_ZONE, periods };
  }

  topProducts(period: FigurePeriod, measure: TopProductMeasure, limit: number, now = new Date()): Promise<TopProductRow[]> {
    return this.figures.topProducts(figurePeriod(period, now, SHOP_TIME_ZONE).current, measure, limit);
  }

  lowStock(filter: LowStockFilter, offset: number, limit: number): Promise<{ rows: LowStockRow[]; total: number }> {
    return this.figures.lowStock(filter, offset, limit);
  }

  zeroResultSearches(limit: number): Promise<ZeroResultSearchRow[]> {
    return this.figures.zeroResultSearches(limit);
  }
}
