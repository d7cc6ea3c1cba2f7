import { Get, Param } from '@nestjs/common';
import type { StockAvailabilitiesResult, WarehouseListResult, WarehouseResult } from '../../../../contracts/gateway/stock.js';
import { NotFoundError } from '../../common/errors.js';
import { IdParam } from '../common/id-param.js';
import { EngineController } from '../identity/engine-controller.decorator.js';
import { StockRepository } from './stock.repository.js';

/** Engine stock availabilities (spec §7 Product: GET by product id and by stock barcode id). */
@EngineController('product/api/stock')
export class EngineStockController {
  constructor(private readonly stock: StockRepository) {}

  @Get('availabilities-by-product/:id')
  async byProduct(@Param() { id }: IdParam): Promise<StockAvailabilitiesResult> {
    const availabilities = await this.stock.byProduct(id);
    if (!availabilities) throw new NotFoundError('Product not found');
    return { availabilities };
  }

  @Get('availabilities-by-barcode/:id')
  async byBarcode(@Param() { id }: IdParam): Promise<StockAvailabilitiesResult> {
    const availabilities = await this.stock.byBarcode(id);
    if (!availabilities.length) throw new NotFoundError('Stock barcode not found');
    return { availabilities };
  }
}

/** Engine warehouses (spec §7 Product: GET warehouses all and by id). */
@EngineController('product/api/warehouse')
export class EngineWarehouseController {
  constructor(private readonly stock: StockRepository) {}

  @Get('all')
  async all(): Promise<WarehouseListResult> {
    return { warehouses: await this.stock.warehouses() };
  }

  @Get(':id')
  async byId(@Param() { id }: IdParam): Promise<WarehouseResult> {
    const warehouse = await this.stock.warehouse(id);
    if (!warehouse) throw new NotFoundError('Warehouse not found');
    return { warehouse };
  }
}
