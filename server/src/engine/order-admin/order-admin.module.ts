import { Module } from '@nestjs/common';
import { AdminOrdersController } from './admin-orders.controller.js';
import { AdminOrdersRepository } from './admin-orders.repository.js';

/** Orders in the operator console (issue 29: the read-only list; issue 30 builds on it). */
@Module({
  controllers: [AdminOrdersController],
  providers: [AdminOrdersRepository],
})
export class EngineOrderAdminModule {}
