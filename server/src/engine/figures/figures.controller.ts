import { Get, Query, Res } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import type { Response } from 'express';
import { FIGURE_PERIODS, TOP_PRODUCT_MEASURES, type FigurePeriod, type LowStockRow, type SalesFigures, type TopProductMeasure, type TopProductRow, type ZeroResultSearchRow } from '../../../../contracts/admin/figures.js';
import { StaffController, StaffRoles } from '../staff/staff-controller.decorator.js';
import { FiguresService } from './figures.service.js';

/** Rows a figure's list answers at most: a dashboard shows a few, never a whole table. */
const MAX_ROWS = 100;

class TopProductsQuery {
  @IsIn(FIGURE_PERIODS, { message: `period must be one of ${FIGURE_PERIODS.join(', ')}` })
  period: FigurePeriod;

  @IsOptional() @IsIn(TOP_PRODUCT_MEASURES, { message: `by must be one of ${TOP_PRODUCT_MEASURES.join(', ')}` })
  by?: TopProductMeasure;

  @IsOptional() @Type(() => Number) @IsInt({ message: 'limit must be a whole number' }) @Min(1, { message: `limit must be from 1 to ${MAX_ROWS}` }) @Max(MAX_ROWS, { message: `limit must be from 1 to ${MAX_ROWS}` })
  limit?: number;
}

class LowStockQuery {
  @IsOptional() @Type(() => Number) @IsInt({ message: 'threshold must be a whole number' }) @Min(0, { message: 'threshold must be from 0 to 10000' }) @Max(10_000, { message: 'threshold must be from 0 to 10000' })
  threshold?: number;

  /** One warehouse's id; every warehouse without it. */
  @IsOptional() @Type(() => Number) @IsInt({ message: 'warehouse must be a warehouse id' }) @Min(1, { message: 'warehouse must be a warehouse id' }) @Max(2_147_483_647, { message: 'warehouse must be a warehouse id' })
  warehouse?: number;

  @IsOptional() @Type(() => Number) @IsInt({ message: 'offset must be a whole number' }) @Min(0, { message: 'offset must be from 0 to 1000000' }) @Max(1_000_000, { message: 'offset must be from 0 to 1000000' })
  offset?: number;

  @IsOptional() @Type(() => Number) @IsInt({ message: 'limit must be a whole number' }) @Min(1, { message: `limit must be from 1 to ${MAX_ROWS}` }) @Max(MAX_ROWS, { message: `limit must be from 1 to ${MAX_ROWS}` })
  limit?: number;
}

class LimitQuery {
  @IsOptional() @Type(() => Number) @IsInt({ message: 'limit must be a whole number' }) @Min(1, { message: `limit must be from 1 to ${MAX_ROWS}` }) @Max(MAX_ROWS, { message: `limit must be from 1 to ${MAX_ROWS}` })
  limit?: number;
}

/** The units at or under which a variant counts as low in a warehouse, unless the request names another. */
export const LOW_STOCK_THRESHOLD = 3;

/** The day's figures, the console's dashboard (issue 30 item 6): read only, for the owner and the orders role. */
@StaffController('figures')
@StaffRoles('orders')
export class FiguresController {
  constructor(private readonly figures: FiguresService) {}

  @Get('sales')
  sales(): Promise<SalesFigures> {
    return this.figures.sales();
  }

  @Get('top-products')
  topProducts(@Query() query: TopProductsQuery): Promise<TopProductRow[]> {
    return this.figures.topProducts(query.period, query.by ?? 'units', query.limit ?? 10);
  }

  /** A page of the variants at or under the threshold, fewest units first; X-Total-Count answers how many there are in all. */
  @Get('low-stock')
  async lowStock(@Query() query: LowStockQuery, @Res({ passthrough: true }) response: Response): Promise<LowStockRow[]> {
    const { rows, total: count } = await this.figures.lowStock({ threshold: query.threshold ?? LOW_STOCK_THRESHOLD, warehouseId: query.warehouse }, query.offset ?? 0, query.limit ?? 20);
    response.setHeader('X-Total-Count', String(count));
    return rows;
  }

  @Get('zero-result-searches')
  zeroResultSearches(@Query() query: LimitQuery): Promise<ZeroResultSearchRow[]> {
    return this.figures.zeroResultSearches(query.limit ?? 20);
  }
}
