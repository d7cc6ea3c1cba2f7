import { Global, Module } from '@nestjs/common';
import { AuditLogController } from './audit-log.controller.js';
import { AuditLogRepository } from './audit-log.repository.js';
import { AuditLog } from './audit-log.js';

/**
 * The audit log: its one writer for every engine module whose staff routes change something
 * (global: no module need import it), and the owner's route that reads it.
 */
@Global()
@Module({
  controllers: [AuditLogController],
  providers: [AuditLog, AuditLogRepository],
  exports: [AuditLog],
})
export class EngineAuditModule {}
