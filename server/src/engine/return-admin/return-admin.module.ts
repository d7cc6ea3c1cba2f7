import { Module } from '@nestjs/common';
import { EngineOrderModule } from '../order/order.module.js';
import { AdminReturnsController } from './admin-returns.controller.js';
import { AdminReturnsRepository } from './admin-returns.repository.js';
import { AdminReturnsService } from './admin-returns.service.js';

/** Returns in the operator console (issue 30 item 3), over the engine's own return rules. */
@Module({
  imports: [EngineOrderModule],
  controllers: [AdminReturnsController],
  providers: [AdminReturnsRepository, AdminReturnsService],
})
export class EngineReturnAdminModule {}
