import { Module } from '@nestjs/common';
import { EngineStockController, EngineWarehouseController } from './stock.controller.js';
import { StockRepository } from './stock.repository.js';

@Module({ controllers: [EngineStockController, EngineWarehouseController], providers: [StockRepository] })
export class EngineStockModule {}
